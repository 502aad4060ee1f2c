import type { Database } from '../db/client';
import { clearLoginFailures, recentLoginFailures, recordLoginFailure } from '../db/loginFailures';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Milliseconds until this account may try again from this address; 0 when it may try now. */
export async function loginRetryDelay(
  db: Database,
  username: string,
  ip: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const { failures, oldest } = await recentLoginFailures(db, username, ip, since);
  if (failures < LOGIN_FAILURE_LIMIT || !oldest) return 0;
  return oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime();
}

export function noteLoginFailure(db: Database, username: string, ip: string, now: Date) {
  return recordLoginFailure(db, username, ip, now);
}

export function noteLoginSuccess(db: Database, username: string, ip: string) {
  return clearLoginFailures(db, username, ip);
}
