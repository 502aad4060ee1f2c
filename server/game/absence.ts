import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../db/users';

/** Days of absence a player may take per calendar year (the rules in shared/engine/README.md). */
export const ABSENCE_DAYS_PER_YEAR = 14;

export const absenceDaysLeftText = (days: number) =>
  days === 0
    ? 'You have no absence days left this year.'
    : `You have only ${days} absence day${days === 1 ? '' : 's'} left this year.`;

/** Absence days the user can still take this year (the count restarts each January). */
export function absenceDaysLeft(
  user: Pick<UserRow, 'absenceDaysUsed' | 'absenceYear'>,
  now: Date,
): number {
  const used = user.absenceYear === now.getUTCFullYear() ? user.absenceDaysUsed : 0;
  return Math.max(0, ABSENCE_DAYS_PER_YEAR - used);
}

/** Spends `days` of the user's yearly absence, inside the transaction that enables it. */
export async function spendAbsence(
  tx: Database,
  user: UserRow,
  days: number,
  now: Date,
): Promise<void> {
  const year = now.getUTCFullYear();
  const used = user.absenceYear === year ? user.absenceDaysUsed : 0;
  await tx
    .update(users)
    .set({ absenceDaysUsed: used + days, absenceYear: year })
    .where(eq(users.id, user.id));
}
