import { Router } from 'express';
import { ROLES, type Role } from '../../../shared/protocol/account';
import { ok, refuse } from '../../../shared/protocol/contract/envelope';
import {
  PERMISSION_GROUPS,
  STAFF_REFUSALS,
  type PermissionGroup,
  type PermissionName,
  type RoleSettingsResponse,
} from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { declaredRoutes } from '../../http/declared';
import { audited } from '../../db/audit';
import { permissionsByRole, settingValue } from '../../auth/permissions/effective';
import {
  loadLimits,
  loadRoleSettings,
  setLimit,
  setRolePermission,
} from '../../auth/permissions/repository';

/** The role settings page: every permission by group with each role's value, and the limits. */
async function roleSettings(context: AppContext): Promise<RoleSettingsResponse> {
  const settings = await loadRoleSettings(context.db);
  const byRole = permissionsByRole(settings);
  const valueOf = (role: Role, name: PermissionName) =>
    settingValue(settings.find((s) => s.role === role && s.permission === name)?.value);
  const perRole = <T>(of: (role: Role) => T) =>
    Object.fromEntries(ROLES.map((role) => [role, of(role)])) as Record<Role, T>;
  const groups = (Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).map((group) => ({
    group,
    permissions: PERMISSION_GROUPS[group].map((name: PermissionName) => ({
      name,
      group,
      values: perRole((role) => valueOf(role, name)),
      effective: perRole((role) => byRole.get(role)?.has(name) ?? false),
    })),
  }));
  return { success: true, groups, limits: await loadLimits(context.db) };
}

/** `/api/staff/permissions` (read and change grants per role) and `/api/staff/limits`. */
export function permissionRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('GET /api/staff/permissions', async () => ok(await roleSettings(context)));

  serve('POST /api/staff/permissions', async ({ body: change, req }) => {
    const changed = await audited(context.db, async (tx) => {
      const before = await setRolePermission(tx, change.role, change.permission, change.value);
      if (before === undefined) return { result: false };
      return {
        result: true,
        audit: {
          actorId: req.viewer.user!.id,
          action: 'permission.set',
          targetType: 'role',
          before: { role: change.role, permission: change.permission, value: before },
          after: change,
          at: context.now(),
        },
      };
    });
    if (!changed) return refuse(422, STAFF_REFUSALS.noPermissionManager);
    context.permissions.invalidate();
    // Every process re-reads the settings, and open room connections their rights, at once.
    context.sessions.forgetRoleSettings();
    return ok(await roleSettings(context));
  });

  serve('POST /api/staff/limits', async ({ body: change, req }) => {
    await audited(context.db, async (tx) => ({
      result: undefined,
      audit: {
        actorId: req.viewer.user!.id,
        action: 'limit.set',
        targetType: 'role',
        before: (await setLimit(tx, change)) ?? null,
        after: change,
        at: context.now(),
      },
    }));
    return ok(await roleSettings(context));
  });

  return router;
}
