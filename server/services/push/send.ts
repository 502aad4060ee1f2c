import webpush from 'web-push';
import type { PushKind, PushPayload } from '../../../shared/protocol/push';
import type { AppContext } from '../../context';
import { vetEndpoint, type PushNetwork } from './endpoints';
import { postPush } from './request';
import { deleteSubscription, pushTargetsOf, type SubscriptionRow } from './store';
import { vapidDetails } from './vapid';

/** How long a push service keeps a push for a device that is offline. */
const TIME_TO_LIVE_S = 24 * 3600;

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  removed: number;
  failed: number;
}

/**
 * Sends a push to every device the user subscribed, unless they turned this kind off. Payloads
 * are encrypted (aes128gcm) and signed (VAPID) by the web-push library; the request itself goes
 * out from request.ts, to a vetted address only, so a push service's answer is read here: 404 and
 * 410 mean the subscription is gone and it is deleted; anything else but 2xx (a redirect too) is
 * a failed delivery. Never throws: a push is a courtesy, never a reason for a call to fail.
 */
export async function sendPushToUser(
  context: AppContext,
  userId: number,
  payload: PushPayload,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  try {
    const subscriptions = await pushTargetsOf(context.db, userId, payload.kind);
    if (subscriptions.length === 0) return outcome;
    const vapid = await vapidDetails(context);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const status = await deliver(context.pushNetwork, subscription, payload, vapid);
        if (status === 404 || status === 410) {
          await deleteSubscription(context.db, subscription.id);
          outcome.removed++;
        } else if (status >= 200 && status < 300) {
          outcome.sent++;
        } else {
          outcome.failed++;
        }
      }),
    );
  } catch (error) {
    console.error('push to user failed', userId, error);
    outcome.failed++;
  }
  return outcome;
}

/**
 * One encrypted, signed push to one subscription; the push service's status, or 0 when it was not
 * reached. The endpoint is vetted again (its name may resolve elsewhere since it was registered)
 * and the push goes to the address checked.
 */
async function deliver(
  network: PushNetwork,
  subscription: SubscriptionRow,
  payload: PushPayload,
  vapidDetails: { subject: string; publicKey: string; privateKey: string },
): Promise<number> {
  const endpoint = await vetEndpoint(network, subscription.endpoint);
  if (!endpoint.ok) {
    console.warn('push endpoint refused', subscription.id, endpoint.error);
    return 0;
  }
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dhKey, auth: subscription.authKey },
    },
    JSON.stringify(payload),
    {
      vapidDetails,
      TTL: TIME_TO_LIVE_S,
      contentEncoding: 'aes128gcm',
      urgency: urgencyOf(payload.kind),
    },
  );
  try {
    const status = await postPush(endpoint, request);
    if (status < 200 || (status >= 300 && status !== 404 && status !== 410)) {
      console.warn('push service refused a push', status, endpoint.url.host);
    }
    return status;
  } catch (error) {
    console.warn('push service unreachable', endpoint.url.host, String(error));
    return 0;
  }
}

// A turn waits for its player: push services deliver high urgency even to devices saving battery.
function urgencyOf(kind: PushKind): 'high' | 'normal' {
  return kind === 'your-turn' ? 'high' : 'normal';
}
