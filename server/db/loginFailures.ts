import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from './client';
import { loginFailures } from './schema';

export async function recordLoginFailure(db: Database, username: string, ip: string, at: Date) {
  await db.insert(loginFailures).values({ usernameLower: username.toLowerCase(), ip, at });
}

/** Failures for one account from one address since `since`, and the oldest of them. */
export async function recentLoginFailures(db: Database, username: string, ip: string, since: Date) {
  const where = and(
    eq(loginFailures.usernameLower, username.toLowerCase()),
    eq(loginFailures.ip, ip),
    gt(loginFailures.at, since),
  );
  const [row] = await db.select({ failures: count() }).from(loginFailures).where(where);
  const oldest = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(where)
    .orderBy(loginFailures.at)
    .limit(1);
  return { failures: row?.failures ?? 0, oldest: oldest[0]?.at };
}

export async function clearLoginFailures(db: Database, username: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameLower, username.toLowerCase()), eq(loginFailures.ip, ip)));
}

export async function pruneLoginFailures(db: Database, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}
