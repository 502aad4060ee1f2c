import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from './client';
import { loginFailures } from './schema';

export async function recordLoginFailure(db: Database, username: string, ip: string, at: Date) {
  await db.insert(loginFailures).values({ usernameLower: username.toLowerCase(), ip, at });
}

/**
 * Failures since `since` for an account, an address, or both, counted up to `limit`, and the oldest
 * of the newest `limit` (when it leaves the window, one more attempt is allowed).
 */
export async function recentLoginFailures(
  db: Database,
  scope: { username?: string; ip?: string },
  since: Date,
  limit: number,
) {
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        scope.username !== undefined
          ? eq(loginFailures.usernameLower, scope.username.toLowerCase())
          : undefined,
        scope.ip !== undefined ? eq(loginFailures.ip, scope.ip) : undefined,
        gt(loginFailures.at, since),
      ),
    )
    .orderBy(desc(loginFailures.at))
    .limit(limit);
  return { failures: rows.length, oldest: rows.at(-1)?.at };
}

export async function clearLoginFailures(db: Database, username: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameLower, username.toLowerCase()), eq(loginFailures.ip, ip)));
}

export async function pruneLoginFailures(db: Database, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}
