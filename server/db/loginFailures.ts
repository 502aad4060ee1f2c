import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { loginFailures } from './schema';

// Advisory locks are keyed by two integers: one namespace per scope, then a hash of the key.
const ADDRESS_LOCKS = 7356;
const ACCOUNT_LOCKS = 7357;

/** The name's key as the unique index on users compares names: PostgreSQL's lower(). */
const accountKey = (username: string): SQL => sql`lower(${username})`;

/** A count of recent failures: so many for an account, an address, or both. */
export interface FailureScope {
  username?: string;
  ip?: string;
  limit: number;
}

export type AttemptReservation =
  | { reserved: true; id: number }
  /** The failure that must leave the window before the next attempt, per spent scope. */
  | { reserved: false; spentUntil: Date[] };

/**
 * Counts the failures since `since` in each scope and, when none has reached its limit, records
 * this attempt as a failure (a login that succeeds deletes it): one step, under transaction locks
 * on the address and on the account, so concurrent attempts are counted one after another, in
 * one process or many sharing the database. The address is always locked first: no deadlock.
 */
export function reserveLoginAttempt(
  db: Database,
  attempt: { username: string; ip: string; at: Date; since: Date },
  scopes: readonly FailureScope[],
): Promise<AttemptReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${attempt.ip}))`);
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCKS}, hashtext(${accountKey(attempt.username)}))`,
    );
    const spentUntil: Date[] = [];
    for (const scope of scopes) {
      const limitReachedAt = await nthRecentFailure(
        tx as unknown as Database,
        scope,
        attempt.since,
      );
      if (limitReachedAt) spentUntil.push(limitReachedAt);
    }
    if (spentUntil.length > 0) return { reserved: false, spentUntil };
    const [row] = await tx
      .insert(loginFailures)
      .values({ usernameLower: accountKey(attempt.username), ip: attempt.ip, at: attempt.at })
      .returning({ id: loginFailures.id });
    return { reserved: true, id: row!.id };
  });
}

/** The `limit`-th newest failure of the scope since `since`: when it leaves the window, one more attempt is allowed. */
async function nthRecentFailure(db: Database, scope: FailureScope, since: Date) {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        scope.username !== undefined
          ? eq(loginFailures.usernameLower, accountKey(scope.username))
          : undefined,
        scope.ip !== undefined ? eq(loginFailures.ip, scope.ip) : undefined,
        gt(loginFailures.at, since),
      ),
    )
    .orderBy(desc(loginFailures.at))
    .offset(scope.limit - 1)
    .limit(1);
  return row?.at;
}

/** Takes back a reserved attempt that was not a guess (never checked, or a suspended account). */
export async function releaseLoginAttempt(db: Database, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** A successful login: the account's failures from this address no longer count. */
export async function clearLoginFailures(db: Database, username: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameLower, accountKey(username)), eq(loginFailures.ip, ip)));
}

/** Deletes the failures recorded before `before`. */
export async function pruneLoginFailures(db: Database, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}
