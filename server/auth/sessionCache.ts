import type { UserRow } from '../db/users';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * A short memory of session lookups: polling clients ask every few seconds, and each request
 * would otherwise cost a database round trip. This process forgets a session at once when it
 * signs out; another process of a cluster may trust it for up to SESSION_CACHE_MS more.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow | undefined; until: number }>();

  get(sessionId: string, now: number): { user: UserRow | undefined } | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > now) return entry;
    this.entries.delete(sessionId);
    return undefined;
  }

  set(sessionId: string, user: UserRow | undefined, now: number): void {
    // Map keeps insertion order: dropping the first entry drops the oldest.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { user, until: now + SESSION_CACHE_MS });
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** After a change to the account itself (roles, say): its sessions are looked up afresh. */
  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.user?.id === userId) this.entries.delete(sessionId);
    }
  }
}
