import { and, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '../../shared/protocol/account';
import type { Database } from './client';
import { users } from './schema';
import type { UserRow } from './users';

export const LAST_ADMIN_TEXT = 'The last admin cannot lose the admin role.';

export type SetRolesResult =
  { ok: true; user: UserRow } | { ok: false; reason: 'noUser' | 'lastAdmin' };

/**
 * Gives a user exactly these roles (player always among them). Refuses to take the admin role
 * from the last admin: the other admins' rows are locked first, so two admins demoting each
 * other at once cannot both succeed.
 */
export async function setUserRoles(
  db: Database,
  userId: number,
  wanted: readonly Role[],
): Promise<SetRolesResult> {
  const roles = [...new Set<Role>(['player', ...wanted])];
  return db.transaction(async (tx) => {
    if (!roles.includes('admin')) {
      const otherAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`'admin' = any(${users.roles})`, ne(users.id, userId)))
        .for('update');
      if (otherAdmins.length === 0) {
        const [target] = await tx
          .select({ roles: users.roles })
          .from(users)
          .where(eq(users.id, userId));
        if (target?.roles.includes('admin')) return { ok: false, reason: 'lastAdmin' };
      }
    }
    const [user] = await tx.update(users).set({ roles }).where(eq(users.id, userId)).returning();
    return user ? { ok: true, user } : { ok: false, reason: 'noUser' };
  });
}
