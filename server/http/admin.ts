import { Router } from 'express';
import { z } from 'zod';
import { parseId } from '../../shared/protocol/fields';
import { ROLES } from '../../shared/protocol/account';
import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import { LAST_ADMIN_TEXT, setUserRoles } from '../db/roles';
import { toSessionUser } from '../db/users';

const rolesBody = z.object({
  roles: z.array(z.enum(ROLES)).min(1),
});

/** Admin-only account management: granting and revoking roles. */
export function adminRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/api/admin/users/:userId/roles', requireRole('admin'), async (req, res) => {
    const userId = parseId(req.params.userId);
    const parsed = rolesBody.safeParse(req.body);
    if (userId === undefined || !parsed.success) {
      res
        .status(422)
        .json({ success: false, error: 'Give a user id and a non-empty list of roles.' });
      return;
    }
    // Every account keeps the player role: moderators and admins play too.
    const result = await setUserRoles(context.db, userId, parsed.data.roles);
    if (!result.ok) {
      res.status(result.reason === 'noUser' ? 404 : 422).json({
        success: false,
        error: result.reason === 'noUser' ? 'No such user.' : LAST_ADMIN_TEXT,
      });
      return;
    }
    context.sessions.forgetUser(result.user.id);
    res.json({ success: true, user: toSessionUser(result.user) });
  });
  return router;
}
