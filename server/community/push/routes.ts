import { Router } from 'express';
import type { AppContext } from '../../context';
import { declaredRoutes } from '../../http/declared';
import { vapidDetails } from '../../services/push/vapid';
import { accountPage, addSubscription, removeSubscription, updatePushSettings } from './account';

/** The account page's push subscriptions (spec §7 `/account/push-subscriptions/add`) and push settings. */
export function pushRoutes(context: AppContext): Router {
  // The key pair exists from the first start on, before anyone opens the account page.
  void vapidDetails(context).catch((error: unknown) =>
    console.error('could not load VAPID keys', error),
  );
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('GET /api/account', ({ req }) => accountPage(context, req.viewer.user!));
  serve('POST /account/push-subscriptions/add', ({ req, body }) =>
    addSubscription(context, req.viewer.user!, body),
  );
  serve('POST /account/push-subscriptions/remove', ({ req, body }) =>
    removeSubscription(context, req.viewer.user!, body.id),
  );
  serve('POST /account/push-settings', ({ req, body }) =>
    updatePushSettings(context, req.viewer.user!, body),
  );

  return router;
}
