import type { Database } from '../db/client';
import { clearLoginFailures, recentLoginFailures, recordLoginFailure } from '../db/loginFailures';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins allowed in the window before the next attempt must wait: for one account from one
 * address (a user mistyping), for one address over all accounts (one password sprayed over many),
 * and for one account over all addresses (guesses spread over many machines or forged hops).
 */
export const LOGIN_FAILURE_LIMITS = { accountAtAddress: 5, address: 15, account: 15 } as const;

/** Milliseconds until this account may try again from this address; 0 when it may try now. */
export async function loginRetryDelay(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const scopes = [
    [{ username, ip }, LOGIN_FAILURE_LIMITS.accountAtAddress],
    [{ ip }, LOGIN_FAILURE_LIMITS.address],
    [{ username }, LOGIN_FAILURE_LIMITS.account],
  ] as const;
  let delay = 0;
  for (const [scope, limit] of scopes) {
    const { failures, oldest } = await recentLoginFailures(db, scope, since, limit);
    if (failures >= limit && oldest)
      delay = Math.max(delay, oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime());
  }
  return delay;
}

export function noteLoginFailure(db: Database, username: string, ip: string, now: Date) {
  return recordLoginFailure(db, username, ip, now);
}

export function noteLoginSuccess(db: Database, username: string, ip: string) {
  return clearLoginFailures(db, username, ip);
}
