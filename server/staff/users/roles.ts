import { Router } from 'express';
import { z } from 'zod';
import { ROLES } from '../../../shared/protocol/account';
import { parseId } from '../../../shared/protocol/fields';
import type { AppContext } from '../../context';
import { LAST_ADMIN_TEXT, setUserRoles, type SetRolesResult } from '../../db/roles';
import { findUserById, toSessionUser } from '../../db/users';
import { answer } from '../../http/answer';
import { refuse } from '../../http/replies';
import { audited } from '../../db/audit';
import { requirePermission } from '../../auth/permissions/guard';

const rolesBody = z.object({
  roles: z.array(z.enum(ROLES)).min(1),
});

/** `POST /api/admin/users/{id}/roles {roles}`: a user's roles (player always kept; the last admin stays admin). */
export function roleRoutes(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/admin/users/:userId/roles',
    requirePermission('user.roles'),
    async (req, res) => {
      const userId = parseId(req.params.userId);
      const parsed = rolesBody.safeParse(req.body);
      if (userId === undefined || !parsed.success)
        return answer(res, refuse(422, 'Give a user id and a non-empty list of roles.'));
      const result = await audited<SetRolesResult>(context.db, async (tx) => {
        const before = await findUserById(tx, userId);
        const set = await setUserRoles(tx, userId, parsed.data.roles);
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
        return answer(
          res,
          result.reason === 'noUser' ? refuse(404, 'No such user.') : refuse(422, LAST_ADMIN_TEXT),
        );
      }
      context.sessions.forgetUser(result.user.id);
      const permissions = await context.permissions.of(result.user.roles);
      res.json({ success: true, user: toSessionUser(result.user, permissions) });
    },
  );
  return router;
}
