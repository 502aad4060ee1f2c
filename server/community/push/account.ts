import type { SessionUser } from '../../../shared/protocol/account';
import { PUSH_ERRORS, type AccountResponse, type PushKind } from '../../../shared/protocol/push';
import type { AppContext } from '../../context';
import { ok, refuse, type Answer } from '../../../shared/protocol/contract/envelope';
import { vetEndpoint } from '../../services/push/endpoints';
import { areSubscriptionKeys } from '../../services/push/keys';
import {
  deleteSubscription,
  pushSettingsOf,
  savePushSettings,
  saveSubscription,
  subscriptionsOf,
} from '../../services/push/store';
import { vapidDetails } from '../../services/push/vapid';

/** A subscription added or removed, by id. */
type Saved = { success: true; id: number };

/** The account page's data: the user's devices, their push settings and the key to subscribe with. */
export async function accountPage(
  context: AppContext,
  user: SessionUser,
): Promise<Answer<AccountResponse>> {
  const [subscriptions, settings, vapid] = await Promise.all([
    subscriptionsOf(context.db, user.id),
    pushSettingsOf(context.db, user.id),
    vapidDetails(context),
  ]);
  return ok({
    success: true,
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
    })),
    settings,
    vapid_public_key: vapid.publicKey,
  });
}

/**
 * `/account/push-subscriptions/add`: this browser's subscription, named by browser and OS. The
 * endpoint must be a public push service (endpoints.ts), the keys a browser's (keys.ts), and an
 * endpoint another account registered stays theirs.
 */
export async function addSubscription(
  context: AppContext,
  user: SessionUser,
  input: { auth_key: string; p256dh_key: string; endpoint: string; name: string },
): Promise<Answer<Saved>> {
  if (!areSubscriptionKeys(input.p256dh_key, input.auth_key)) {
    return refuse(422, PUSH_ERRORS.badKey);
  }
  const vetted = await vetEndpoint(context.pushNetwork, input.endpoint);
  if (!vetted.ok) return refuse(422, vetted.error);
  const id = await saveSubscription(context.db, {
    userId: user.id,
    name: input.name,
    endpoint: input.endpoint,
    p256dhKey: input.p256dh_key,
    authKey: input.auth_key,
    at: context.now(),
  });
  return id === undefined ? refuse(422, PUSH_ERRORS.endpointTaken) : ok({ success: true, id });
}

export async function removeSubscription(
  context: AppContext,
  user: SessionUser,
  id: number,
): Promise<Answer<Saved>> {
  const removed = await deleteSubscription(context.db, id, user.id);
  return removed ? ok({ success: true, id }) : refuse(404, PUSH_ERRORS.noSubscription);
}

export async function updatePushSettings(
  context: AppContext,
  user: SessionUser,
  settings: Record<PushKind, boolean>,
): Promise<Answer<{ success: true; settings: Record<PushKind, boolean> }>> {
  await savePushSettings(context.db, user.id, settings);
  return ok({ success: true, settings: await pushSettingsOf(context.db, user.id) });
}
