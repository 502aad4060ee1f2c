import { Router } from 'express';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { audited } from '../db/audit';
import type { AppContext } from '../context';
import { findUserById } from '../db/users';
import { insertStaffNotification, removeNotification } from '../db/navbar';
import { announceNavbarChanged } from '../services/lobby/navbarFeed';
import { declaredRoutes } from './declared';

/** `/notifications/remove {notification_id}` and staff notifications (`/notifications/troll`). */
export function notificationRoutes(context: AppContext): Router {
  const router = Router();

  const serve = declaredRoutes(router, context);

  serve('POST /notifications/remove', async ({ body, req }) => {
    const userId = req.viewer.user!.id;
    if (!(await removeNotification(context.db, userId, body.notification_id)))
      return refuse(404, 'There is no such notification.');
    return ok({ success: true as const });
  });

  serve('POST /notifications/troll', async ({ body: request, req }) => {
    const { user_id: userId, body, timeout } = request;
    if (!(await findUserById(context.db, userId))) return refuse(404, 'There is no such user.');
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
    return ok({ success: true as const, notification_id: notificationId });
  });

  return router;
}
