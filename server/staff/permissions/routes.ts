import { Router } from 'express';
import { z } from 'zod';
import { ROLES, type Role } from '../../../shared/protocol/account';
import { intField, MAX_DB_INT } from '../../../shared/protocol/fields';
import {
  LIMIT_NAMES,
  PERMISSION_GROUPS,
  PERMISSION_NAMES,
  type PermissionGroup,
  type PermissionName,
  type RoleSettingsResponse,
} from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { answer } from '../../http/answer';
import { parsed, refuse } from '../../http/replies';
import { audited } from '../../db/audit';
import { permissionsByRole, settingValue } from '../../auth/permissions/effective';
import { requirePermission } from '../../auth/permissions/guard';
import {
  loadLimits,
  loadRoleSettings,
  setLimit,
  setRolePermission,
} from '../../auth/permissions/repository';

const permissionChange = z.object({
  role: z.enum(ROLES),
  permission: z.enum(PERMISSION_NAMES as [PermissionName, ...PermissionName[]]),
  value: intField(-1, 1),
});

const limitChange = z.object({
  role: z.enum(ROLES),
  name: z.enum(LIMIT_NAMES),
  active: z.boolean(),
  infinity: z.boolean(),
  number: intField(0, MAX_DB_INT),
});

export const NO_PERMISSION_MANAGER_TEXT =
  'This change would leave no role able to manage permissions.';

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
  const guard = requirePermission('system.permissions');

  router.get('/api/staff/permissions', guard, async (_req, res) => {
    res.json(await roleSettings(context));
  });

  router.post('/api/staff/permissions', guard, async (req, res) => {
    const change = parsed(permissionChange, req.body, res);
    if (!change) return;
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
    if (!changed) return answer(res, refuse(422, NO_PERMISSION_MANAGER_TEXT));
    context.permissions.invalidate();
    // Every process re-reads the settings, and open room connections their rights, at once.
    context.sessions.forgetRoleSettings();
    res.json(await roleSettings(context));
  });

  router.post('/api/staff/limits', guard, async (req, res) => {
    const change = parsed(limitChange, req.body, res);
    if (!change) return;
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
    res.json(await roleSettings(context));
  });

  return router;
}
