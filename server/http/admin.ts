import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '../../shared/protocol/account';
import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { toSessionUser } from '../db/users';

const rolesBody = z.object({
  roles: z.array(z.enum(ROLES)).min(1),
});

/** Admin-only account management: granting and revoking roles. */
export function adminRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/api/admin/users/:userId/roles', requireRole('admin'), async (req, res) => {
    const userId = Number(req.params.userId);
    const parsed = rolesBody.safeParse(req.body);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !parsed.success) {
      res
        .status(422)
        .json({ success: false, error: 'Give a user id and a non-empty list of roles.' });
      return;
    }
    // Every account keeps the player role: moderators and admins play too.
    const roles = [...new Set(['player' as const, ...parsed.data.roles])];
    const [row] = await context.db
      .update(users)
      .set({ roles })
      .where(eq(users.id, userId))
      .returning();
    if (!row) {
      res.status(404).json({ success: false, error: 'No such user.' });
      return;
    }
    context.sessions.forgetUser(row.id);
    res.json({ success: true, user: toSessionUser(row) });
  });
  return router;
}
