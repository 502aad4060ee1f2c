import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/protocol/account';
import type { LimitName, LimitRow, PermissionName } from '../../../shared/protocol/staff';
import type { Database } from '../../db/client';
import { permissions, roleLimits, rolePermissions } from '../../db/staffTables';
import {
  limitOfRoles,
  someRoleManagesPermissions,
  withSetting,
  type RoleSetting,
} from './effective';

/** Every role's own permission settings. */
export async function loadRoleSettings(db: Database): Promise<RoleSetting[]> {
  return db.select().from(rolePermissions);
}

/** The permissions table: name and group, in the order they were seeded. */
export async function loadPermissionList(db: Database) {
  return db.select().from(permissions).orderBy(asc(permissions.group), asc(permissions.name));
}

/**
 * Sets a role's value for a permission; returns the value it had (0 when none was stored), or
 * undefined, writing nothing, when afterwards no role could change permissions any more. The
 * table is locked against other writers first, so two changes that are each safe alone (one role
 * losing the permission, then the other) cannot both pass. Run it in the caller's transaction.
 */
export async function setRolePermission(
  tx: Database,
  role: Role,
  permission: PermissionName,
  value: number,
): Promise<number | undefined> {
  await tx.execute(sql`lock table ${rolePermissions} in exclusive mode`);
  const settings = await loadRoleSettings(tx);
  if (!someRoleManagesPermissions(withSetting(settings, { role, permission, value })))
    return undefined;
  await tx
    .insert(rolePermissions)
    .values({ role, permission, value })
    .onConflictDoUpdate({
      target: [rolePermissions.role, rolePermissions.permission],
      set: { value },
    });
  return settings.find((s) => s.role === role && s.permission === permission)?.value ?? 0;
}

/** Grants the admin role every permission again, as the first start seeded it; returns how many settings changed. */
export async function restoreAdminPermissions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const names = await tx.select({ name: permissions.name }).from(permissions);
    const changed = await tx
      .insert(rolePermissions)
      .values(names.map(({ name }) => ({ role: 'admin', permission: name, value: 1 })))
      .onConflictDoUpdate({
        target: [rolePermissions.role, rolePermissions.permission],
        set: { value: 1 },
        setWhere: sql`${rolePermissions.value} <> 1`,
      })
      .returning({ permission: rolePermissions.permission });
    return changed.length;
  });
}

export async function loadLimits(db: Database): Promise<LimitRow[]> {
  const rows = await db
    .select()
    .from(roleLimits)
    .orderBy(asc(roleLimits.name), asc(roleLimits.role));
  return rows.map((row) => ({ ...row, role: row.role as Role, name: row.name as LimitName }));
}

/** Writes a role's limit; returns what it was before (undefined when it had none). Run it in the caller's transaction. */
export async function setLimit(tx: Database, limit: LimitRow): Promise<LimitRow | undefined> {
  const [old] = await tx
    .select()
    .from(roleLimits)
    .where(and(eq(roleLimits.role, limit.role), eq(roleLimits.name, limit.name)))
    .for('update');
  const { role, name, ...values } = limit;
  await tx
    .insert(roleLimits)
    .values(limit)
    .onConflictDoUpdate({ target: [roleLimits.role, roleLimits.name], set: values });
  return old ? { ...old, role, name } : undefined;
}

/** The limit `name` for a user with these roles (see limitOfRoles): for the code a limit applies to. */
export async function limitFor(
  db: Database,
  roles: readonly string[],
  name: LimitName,
): Promise<number | undefined> {
  return limitOfRoles(
    await db.select().from(roleLimits).where(eq(roleLimits.name, name)),
    roles,
    name,
  );
}
