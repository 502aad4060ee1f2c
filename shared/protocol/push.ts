import { z } from 'zod';
import { lineText } from './communityText';
import { idField } from './fields';

/** The account page: web push subscriptions (spec §3 "Push subscription", §7) and which pushes to send. */

export const PUSH_KINDS = [
  'your-turn',
  'game-started',
  'game-ended',
  'message',
  'invited',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  'your-turn': 'It is your turn',
  'game-started': 'A game of yours started',
  'game-ended': 'A game of yours ended',
  message: 'A private message',
  invited: 'An invitation to a game',
};

/** The specification's text when the browser refuses notifications (section 5). */
export const NO_PERMISSION_TEXT = 'No notification permission granted.';

export const PUSH_ERRORS = {
  noSubscription: 'There is no such subscription.',
  badEndpoint: 'The endpoint must be an https address of a push service.',
  notPublic: 'The endpoint must be a push service on the public internet.',
  endpointTaken: 'This endpoint is registered to another account.',
  badKey: 'The subscription keys are not valid.',
} as const;

/** base64url text that decodes to exactly `bytes` bytes. */
function base64urlKey(bytes: number) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: PUSH_ERRORS.badKey })
    .trim()
    .refine(
      (key) => key.replace(/=+$/, '').length === length && /^[A-Za-z0-9_-]+=*$/.test(key),
      PUSH_ERRORS.badKey,
    );
}

/** `/account/push-subscriptions/add {auth_key, endpoint, name, p256dh_key}`. */
export const addSubscriptionRequest = z.object({
  auth_key: base64urlKey(16),
  p256dh_key: base64urlKey(65),
  endpoint: z.string({ error: PUSH_ERRORS.badEndpoint }).trim().min(1).max(2048),
  name: lineText('The name', 200),
});

export const removeSubscriptionRequest = z.object({ id: idField });

/** Which kinds of push the user wants: each kind on or off. */
export const pushSettingsRequest = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    PushKind,
    z.ZodBoolean
  >,
);

export interface PushSubscriptionData {
  id: number;
  name: string;
  created_at: string;
}

export interface AccountResponse {
  success: true;
  subscriptions: PushSubscriptionData[];
  settings: Record<PushKind, boolean>;
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
  vapid_public_key: string;
}

/** What the service worker receives in a push. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site to open on click. */
  url: string;
  kind: PushKind;
}
