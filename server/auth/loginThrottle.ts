import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  clearLoginFailures,
  pruneLoginFailures,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from '../db/loginFailures';
import {
  LOGIN_FAILURE_LIMITS,
  LOGIN_FAILURE_PRUNE_MS,
  LOGIN_FAILURE_WINDOW_MS,
} from '../services/rateLimits';

// Every function here takes the name as normalizeUsername (shared/protocol/account.ts) made it.

export type LoginAttempt = { allowed: true; id: number } | { allowed: false; retryMs: number };

/**
 * Reserves one login attempt before its password is checked: refused, with the milliseconds until
 * the next is allowed, when the account from this address, the address, or the account has spent
 * its failures in the window (LOGIN_FAILURE_LIMITS). The reservation counts as a failure until
 * `loginSucceeded` or `releaseLoginAttempt` takes it back.
 */
export async function reserveLogin(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<LoginAttempt> {
  const reservation = await reserveLoginAttempt(
    db,
    { username, ip, at: now, since: new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS) },
    [
      { username, ip, limit: LOGIN_FAILURE_LIMITS.accountAtAddress },
      { ip, limit: LOGIN_FAILURE_LIMITS.address },
      { username, limit: LOGIN_FAILURE_LIMITS.account },
    ],
  );
  if (reservation.reserved) return { allowed: true, id: reservation.id };
  const until = Math.max(...reservation.spentUntil.map((at) => at.getTime()));
  return { allowed: false, retryMs: Math.max(1, until + LOGIN_FAILURE_WINDOW_MS - now.getTime()) };
}

/** Takes back a reserved attempt whose password was never judged (no turn to hash, a suspension). */
export function releaseLogin(db: Database, id: number) {
  return releaseLoginAttempt(db, id);
}

/** The right password: the account's failures from this address (this attempt's too) are forgotten. */
export function loginSucceeded(db: Database, username: string, ip: string) {
  return clearLoginFailures(db, username, ip);
}

/**
 * Deletes failures that have left the window every LOGIN_FAILURE_PRUNE_MS: a success clears only
 * its own account's, so under brute force the table would otherwise grow without bound.
 */
export function startLoginFailurePruner(context: AppContext) {
  const prune = () =>
    pruneLoginFailures(context.db, new Date(context.now().getTime() - LOGIN_FAILURE_WINDOW_MS));
  const timer = setInterval(
    () => void prune().catch((error) => console.error('pruning login failures failed', error)),
    LOGIN_FAILURE_PRUNE_MS,
  );
  timer.unref();
  return { prune, stop: () => clearInterval(timer) };
}
