import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/protocol/account';
import type { LimitName, LimitRow, PermissionName } from '../../../shared/protocol/staff';
import type { Database } from '../../db/client';
import { permissions, roleLimits, rolePermissions } from '../tables';
import { limitOfRoles, type RoleSetting } from './effective';

/** Every role's own permission settings. */
export async function loadRoleSettings(db: Database): Promise<RoleSetting[]> {
  return db.select().from(rolePermissions);
}

/** The permissions table: name and group, in the order they were seeded. */
export async function loadPermissionList(db: Database) {
  return db.select().from(permissions).orderBy(asc(permissions.group), asc(permissions.name));
}

/** Sets a role's value for a permission; returns the value it had (0 when none was stored). */
export async function setRolePermission(
  db: Database,
  role: Role,
  permission: PermissionName,
  value: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ value: rolePermissions.value })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permission, permission)))
      .for('update');
    await tx
      .insert(rolePermissions)
      .values({ role, permission, value })
      .onConflictDoUpdate({
        target: [rolePermissions.role, rolePermissions.permission],
        set: { value },
      });
    return old?.value ?? 0;
  });
}

export async function loadLimits(db: Database): Promise<LimitRow[]> {
  const rows = await db
    .select()
    .from(roleLimits)
    .orderBy(asc(roleLimits.name), asc(roleLimits.role));
  return rows.map((row) => ({ ...row, role: row.role as Role, name: row.name as LimitName }));
}

/** Writes a role's limit; returns what it was before (undefined when it had none). */
export async function setLimit(db: Database, limit: LimitRow): Promise<LimitRow | undefined> {
  return db.transaction(async (tx) => {
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
  });
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
