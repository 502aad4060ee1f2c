import { Router } from 'express';
import {
  addSubscriptionRequest,
  pushSettingsRequest,
  removeSubscriptionRequest,
} from '../../../shared/protocol/push';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { answer } from '../../http/answer';
import { parsed } from '../../http/replies';
import { accountPage, addSubscription, removeSubscription, updatePushSettings } from './account';
import { vapidDetails } from '../../services/push/vapid';

/** The account page's push subscriptions (spec §7 `/account/push-subscriptions/add`) and push settings. */
export function pushRoutes(context: AppContext): Router {
  // The key pair exists from the first start on, before anyone opens the account page.
  void vapidDetails(context).catch((error: unknown) =>
    console.error('could not load VAPID keys', error),
  );
  const router = Router();
  const player = requireRole('player');

  router.get('/api/account', player, async (req, res) =>
    answer(res, await accountPage(context, req.viewer.user!)),
  );

  router.post('/account/push-subscriptions/add', player, async (req, res) => {
    const input = parsed(addSubscriptionRequest, req.body, res);
    if (input) answer(res, await addSubscription(context, req.viewer.user!, input));
  });

  router.post('/account/push-subscriptions/remove', player, async (req, res) => {
    const input = parsed(removeSubscriptionRequest, req.body, res);
    if (input) answer(res, await removeSubscription(context, req.viewer.user!, input.id));
  });

  router.post('/account/push-settings', player, async (req, res) => {
    const input = parsed(pushSettingsRequest, req.body, res);
    if (input) answer(res, await updatePushSettings(context, req.viewer.user!, input));
  });

  return router;
}
