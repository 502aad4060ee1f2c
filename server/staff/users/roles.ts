import { Router } from 'express';
import { ok, refuse } from '../../../shared/protocol/contract/envelope';
import { STAFF_REFUSALS } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { LAST_ADMIN_TEXT, setUserRoles, type SetRolesResult } from '../../db/roles';
import { findUserById, toSessionUser } from '../../db/users';
import { declaredRoutes } from '../../http/declared';
import { audited } from '../../db/audit';

/** `POST /api/admin/users/{id}/roles {roles}`: a user's roles (player always kept; the last admin stays admin). */
export function roleRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  serve('POST /api/admin/users/:userId/roles', async ({ params: { userId }, body, req }) => {
    const result = await audited<SetRolesResult>(context.db, async (tx) => {
      const before = await findUserById(tx, userId);
      const set = await setUserRoles(tx, userId, body.roles);
      if (!set.ok) return { result: set };
      return {
        result: set,
        audit: {
          actorId: req.viewer.user!.id,
          action: 'user.roles',
          targetType: 'user',
          targetId: userId,
          before: { roles: before?.roles },
          after: { roles: set.user.roles },
          at: context.now(),
        },
      };
    });
    if (!result.ok) {
      return result.reason === 'noUser'
        ? refuse(404, STAFF_REFUSALS.rolesNoUser)
        : refuse(422, LAST_ADMIN_TEXT);
    }
    context.sessions.forgetUser(result.user.id);
    const permissions = await context.permissions.of(result.user.roles);
    return ok({ success: true as const, user: toSessionUser(result.user, permissions) });
  });
  return router;
}
