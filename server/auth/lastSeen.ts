import type { Database } from '../db/client';
import { touchUsers } from '../db/users';

/** A user counts as online when its last_active_at is within this window. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
/** How often a signed-in user's last_active_at (the online list) is brought up to date. */
const REFRESH_MS = 60_000;
/** How often the refreshes gathered meanwhile are written, all in one statement. */
const FLUSH_MS = 10_000;
/** A user not seen for this long has gone quiet: coming back is a first sighting again. */
const QUIET_MS = 2 * REFRESH_MS;

/**
 * Keeps users.last_active_at current without a write per request: a user this process has not
 * seen lately is written at once (so someone who just arrived shows as online), and the refresh
 * of everyone who stays is gathered and written in one statement every FLUSH_MS.
 */
export class LastSeenWriter {
  private readonly writtenAt = new Map<number, number>();
  private readonly due = new Set<number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** A request from this user: resolves once a first sighting is stored. */
  async seen(userId: number): Promise<void> {
    const now = this.now().getTime();
    const written = this.writtenAt.get(userId);
    if (written !== undefined && now - written < REFRESH_MS) return;
    this.writtenAt.set(userId, now);
    if (written === undefined || now - written >= QUIET_MS) await this.write([userId], now);
    else this.due.add(userId);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Stops the timer after writing what is due (a graceful stop). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  async flush(): Promise<void> {
    const now = this.now().getTime();
    for (const [userId, at] of this.writtenAt) {
      if (now - at >= QUIET_MS && !this.due.has(userId)) this.writtenAt.delete(userId);
    }
    if (this.due.size === 0) return;
    const ids = [...this.due];
    this.due.clear();
    await this.write(ids, now).catch((error: unknown) =>
      console.error('could not record when users were last seen', error),
    );
  }

  private write(ids: number[], at: number): Promise<void> {
    return touchUsers(this.db, ids, new Date(at));
  }
}
