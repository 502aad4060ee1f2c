import { ROLES, type Role } from '../../../shared/protocol/account';
import {
  PERMISSION_NAMES,
  type PermissionName,
  type PermissionValue,
} from '../../../shared/protocol/staff';

/** One role's own setting for one permission, as stored. */
export interface RoleSetting {
  role: string;
  permission: string;
  value: number;
}

/**
 * Each role's permissions (docs/staff.md): a role starts from the one below it (player < moderator <
 * admin), then its own grants add and its own revocations remove. Unknown names are ignored.
 */
export function permissionsByRole(
  settings: readonly RoleSetting[],
): Map<Role, Set<PermissionName>> {
  const known = new Set<string>(PERMISSION_NAMES);
  const result = new Map<Role, Set<PermissionName>>();
  let inherited = new Set<PermissionName>();
  for (const role of ROLES) {
    const own = new Set(inherited);
    for (const setting of settings) {
      if (setting.role !== role || !known.has(setting.permission)) continue;
      const name = setting.permission as PermissionName;
      if (setting.value > 0) own.add(name);
      else if (setting.value < 0) own.delete(name);
    }
    result.set(role, own);
    inherited = own;
  }
  return result;
}

/**
 * Whether some role ends up able to change permissions: without one, nobody could ever open the
 * role settings again (only `npm run admin -- --restore-permissions` could).
 */
export function someRoleManagesPermissions(settings: readonly RoleSetting[]): boolean {
  return [...permissionsByRole(settings).values()].some((granted) =>
    granted.has('system.permissions'),
  );
}

/** `settings` with one role's value for one permission replaced. */
export function withSetting(settings: readonly RoleSetting[], change: RoleSetting): RoleSetting[] {
  const others = settings.filter(
    (s) => s.role !== change.role || s.permission !== change.permission,
  );
  return [...others, change];
}

/** A user's permissions: those of its highest role. */
export function permissionsOfRoles(
  byRole: ReadonlyMap<Role, ReadonlySet<PermissionName>>,
  roles: readonly string[],
): PermissionName[] {
  const highest = [...ROLES].reverse().find((role) => roles.includes(role));
  return highest ? [...(byRole.get(highest) ?? [])].sort() : [];
}

/** A stored value as the page shows it: anything but -1 and 1 is "no change". */
export function settingValue(value: number | undefined): PermissionValue {
  return value === 1 || value === -1 ? value : 0;
}

/** A role's limit as stored (limits table). */
export interface RoleLimit {
  role: string;
  name: string;
  active: boolean;
  infinity: boolean;
  number: number;
}

/**
 * The limit `name` for a user with these roles, from its highest role's row: undefined when that
 * row is missing or not active (no limit), Infinity when it is unlimited, else its number.
 */
export function limitOfRoles(
  limits: readonly RoleLimit[],
  roles: readonly string[],
  name: string,
): number | undefined {
  const highest = [...ROLES].reverse().find((role) => roles.includes(role));
  const row = limits.find((limit) => limit.role === highest && limit.name === name);
  if (!row?.active) return undefined;
  return row.infinity ? Infinity : row.number;
}
