import { Router } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/guards';
import { requirePermission } from '../auth/permissions/guard';
import { audited } from '../db/audit';
import type { AppContext } from '../context';
import { findUserById } from '../db/users';
import { insertStaffNotification, removeNotification } from '../db/navbar';
import { announceNavbarChanged } from '../services/lobby/navbarFeed';
import { firstIssue } from './firstIssue';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

const removeRequest = z.object({ notification_id: id });

/** The hack panel's staff notification: to one user, shown `timeout` seconds (negative: until dismissed). */
const staffRequest = z.object({
  user_id: id,
  body: z.string().trim().min(1, 'The notification needs a text.').max(500),
  timeout: z.coerce.number().int().min(-1).max(86_400).default(-1),
});

/** `/notifications/remove {notification_id}` and staff notifications (`/notifications/troll`). */
export function notificationRoutes(context: AppContext): Router {
  const router = Router();

  router.post('/notifications/remove', requireRole('player'), async (req, res) => {
    const parsed = removeRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: firstIssue(parsed.error) });
      return;
    }
    const userId = req.viewer.user!.id;
    if (!(await removeNotification(context.db, userId, parsed.data.notification_id))) {
      res.status(404).json({ success: false, error: 'There is no such notification.' });
      return;
    }
    res.json({ success: true });
  });

  router.post('/notifications/troll', requirePermission('debug.hack'), async (req, res) => {
    const parsed = staffRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: firstIssue(parsed.error) });
      return;
    }
    const { user_id: userId, body, timeout } = parsed.data;
    if (!(await findUserById(context.db, userId))) {
      res.status(404).json({ success: false, error: 'There is no such user.' });
      return;
    }
    const notificationId = await audited(context.db, async (tx) => {
      const id = await insertStaffNotification(tx, {
        userId,
        text: body,
        timeout,
        at: context.now(),
      });
      return {
        result: id,
        audit: {
          actorId: req.viewer.user!.id,
          action: 'notification.troll',
          targetType: 'user',
          targetId: userId,
          after: { notification_id: id, body, timeout },
          at: context.now(),
        },
      };
    });
    announceNavbarChanged({ userIds: [userId] });
    res.json({ success: true, notification_id: notificationId });
  });

  return router;
}
