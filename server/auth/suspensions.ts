import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { userSuspensions } from '../db/staffTables';

export type SuspensionRow = typeof userSuspensions.$inferSelect;

/** What login answers a suspended or banned account. */
export function suspensionText(suspension: { reason: string; endsAt: Date | null }): string {
  return suspension.endsAt
    ? `Your account is suspended until ${suspension.endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Reason: ${suspension.reason}`
    : `Your account is banned. Reason: ${suspension.reason}`;
}

/** The suspension in force for the user now, if any (the latest one). */
export async function activeSuspension(
  db: Database,
  userId: number,
  now: Date,
): Promise<SuspensionRow | undefined> {
  const [row] = await db
    .select()
    .from(userSuspensions)
    .where(
      and(
        eq(userSuspensions.userId, userId),
        isNull(userSuspensions.liftedAt),
        or(isNull(userSuspensions.endsAt), gt(userSuspensions.endsAt, now)),
      ),
    )
    .orderBy(desc(userSuspensions.id))
    .limit(1);
  return row;
}

/**
 * Suspends (with an end) or bans (without) and ends every session of the account at once. Run it
 * in the caller's transaction (the one that writes the audit row).
 */
export async function suspendUser(
  tx: Database,
  entry: { userId: number; reason: string; endsAt: Date | null; by: number; at: Date },
): Promise<SuspensionRow> {
  const [row] = await tx
    .insert(userSuspensions)
    .values({
      userId: entry.userId,
      reason: entry.reason,
      endsAt: entry.endsAt,
      createdBy: entry.by,
      createdAt: entry.at,
    })
    .returning();
  await tx.delete(sessions).where(eq(sessions.userId, entry.userId));
  return row!;
}

/** Lifts every suspension in force; returns how many. */
export async function liftSuspensions(db: Database, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(userSuspensions)
    .set({ liftedAt: at })
    .where(and(eq(userSuspensions.userId, userId), isNull(userSuspensions.liftedAt)))
    .returning({ id: userSuspensions.id });
  return rows.length;
}
