import type { SessionUser } from '../../../shared/protocol/account';
import { PUSH_ERRORS, type AccountResponse, type PushKind } from '../../../shared/protocol/push';
import type { AppContext } from '../../context';
import { ok, refuse, type Reply } from '../replies';
import {
  deleteSubscription,
  pushSettingsOf,
  savePushSettings,
  saveSubscription,
  subscriptionsOf,
} from './store';
import { vapidDetails } from './vapid';

/** The account page's data: the user's devices, their push settings and the key to subscribe with. */
export async function accountPage(context: AppContext, user: SessionUser): Promise<Reply> {
  const [subscriptions, settings, vapid] = await Promise.all([
    subscriptionsOf(context.db, user.id),
    pushSettingsOf(context.db, user.id),
    vapidDetails(context),
  ]);
  const body: Omit<AccountResponse, 'success'> = {
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
    })),
    settings,
    vapid_public_key: vapid.publicKey,
  };
  return ok(body);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Push services are reached over https. The server posts to whatever endpoint a user registers,
 * so plain http is allowed only for this machine's own address outside production (tests and
 * local development run a stand-in push service there).
 */
export function isAcceptableEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return !production || !LOOPBACK_HOSTS.has(url.hostname);
  return url.protocol === 'http:' && !production && LOOPBACK_HOSTS.has(url.hostname);
}

/** `/account/push-subscriptions/add`: this browser's subscription, named by browser and OS. */
export async function addSubscription(
  context: AppContext,
  user: SessionUser,
  input: { auth_key: string; p256dh_key: string; endpoint: string; name: string },
): Promise<Reply> {
  if (!isAcceptableEndpoint(input.endpoint, context.config.production)) {
    return refuse(422, PUSH_ERRORS.badEndpoint);
  }
  const id = await saveSubscription(context.db, {
    userId: user.id,
    name: input.name,
    endpoint: input.endpoint,
    p256dhKey: input.p256dh_key,
    authKey: input.auth_key,
    at: context.now(),
  });
  return ok({ id });
}

export async function removeSubscription(
  context: AppContext,
  user: SessionUser,
  id: number,
): Promise<Reply> {
  const removed = await deleteSubscription(context.db, id, user.id);
  return removed ? ok({ id }) : refuse(404, PUSH_ERRORS.noSubscription);
}

export async function updatePushSettings(
  context: AppContext,
  user: SessionUser,
  settings: Record<PushKind, boolean>,
): Promise<Reply> {
  await savePushSettings(context.db, user.id, settings);
  return ok({ settings: await pushSettingsOf(context.db, user.id) });
}
