import { asc, eq, or, sql } from 'drizzle-orm';
import type { Role } from '../../shared/protocol/account';
import type { Database } from './client';
import { users } from './schema';
import type { UserRow } from './users';

export const LAST_ADMIN_TEXT = 'The last admin cannot lose the admin role.';

export type SetRolesResult =
  { ok: true; user: UserRow } | { ok: false; reason: 'noUser' | 'lastAdmin' };

/**
 * Gives a user exactly these roles (player always among them). Refuses to take the admin role
 * from the last admin. The admins' rows and the user's are locked first, in id order, so two
 * admins demoting each other at once wait for one another (neither deadlocks) and the second
 * sees the first's change.
 */
export async function setUserRoles(
  db: Database,
  userId: number,
  wanted: readonly Role[],
): Promise<SetRolesResult> {
  const roles = [...new Set<Role>(['player', ...wanted])];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(or(sql`'admin' = any(${users.roles})`, eq(users.id, userId)))
      .orderBy(asc(users.id))
      .for('update');
    const isAdmin = (row: { roles: string[] }) => row.roles.includes('admin');
    const losesAdmin =
      !roles.includes('admin') && locked.some((row) => row.id === userId && isAdmin(row));
    if (losesAdmin && !locked.some((row) => row.id !== userId && isAdmin(row)))
      return { ok: false, reason: 'lastAdmin' };
    const [user] = await tx.update(users).set({ roles }).where(eq(users.id, userId)).returning();
    return user ? { ok: true, user } : { ok: false, reason: 'noUser' };
  });
}
