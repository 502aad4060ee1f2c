import type { UserRow } from '../db/users';

/**
 * How long a looked-up session is trusted without asking the database again: longer than a
 * polling client's interval (8-16 s), so that a poll costs no query. Every change to a session or
 * an account is announced to every process of a cluster (see sessionFeed.ts), so the length
 * only matters while Redis, which carries those announcements, is away.
 */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * What another process must forget: one session (a sign-out), every session of an account (a ban,
 * a new role, a rename), or the role settings (a permission granted or revoked for a role).
 */
export type SessionChange = { sessionId: string } | { userId: number } | { roleSettings: true };

/**
 * The memory of session lookups shared by this process's requests. `announce` tells the other
 * processes of a change; `apply` is how their announcements reach this one.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow | undefined; until: number }>();
  /** Each cached user's sessions, so that forgetting an account does not scan every entry. */
  private readonly sessionsOfUser = new Map<number, Set<string>>();

  constructor(private readonly announce: (change: SessionChange) => void = () => {}) {}

  get(sessionId: string, now: number): { user: UserRow | undefined } | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > now) return entry;
    this.drop(sessionId);
    return undefined;
  }

  /** Remembers a lookup, never past the session's own expiry. */
  set(sessionId: string, user: UserRow | undefined, now: number, expiresAt = Infinity): void {
    this.drop(sessionId);
    // Map keeps insertion order: the first entry is the oldest.
    if (this.entries.size >= MAX_ENTRIES) this.drop(this.entries.keys().next().value!);
    this.entries.set(sessionId, { user, until: Math.min(now + SESSION_CACHE_MS, expiresAt) });
    if (!user) return;
    const sessions = this.sessionsOfUser.get(user.id) ?? new Set<string>();
    sessions.add(sessionId);
    this.sessionsOfUser.set(user.id, sessions);
  }

  /** After a sign-out: here at once, elsewhere when the announcement arrives. */
  forget(sessionId: string): void {
    this.apply({ sessionId });
    this.announce({ sessionId });
  }

  /** After a change to the account itself (roles, tokens, rating, name): looked up afresh. */
  forgetUser(userId: number): void {
    this.apply({ userId });
    this.announce({ userId });
  }

  /** After a change to a role's permissions: every account's rights are computed afresh. */
  forgetRoleSettings(): void {
    this.announce({ roleSettings: true });
  }

  /** A change announced by any process (this one included: forgetting twice is harmless). */
  apply(change: SessionChange): void {
    if ('sessionId' in change) this.drop(change.sessionId);
    else if ('userId' in change)
      for (const sessionId of this.sessionsOfUser.get(change.userId) ?? []) this.drop(sessionId);
    // Role settings are not cached here: the permission cache is (see sessionFeed.ts).
  }

  private drop(sessionId: string): void {
    const userId = this.entries.get(sessionId)?.user?.id;
    this.entries.delete(sessionId);
    if (userId === undefined) return;
    const sessions = this.sessionsOfUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(userId);
  }
}
