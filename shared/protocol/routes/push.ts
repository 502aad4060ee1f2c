import { z } from 'zod';
import { route, type RouteTable } from '../contract/route';
import {
  PUSH_ERRORS,
  addSubscriptionRequest,
  pushSettingsRequest,
  removeSubscriptionRequest,
  type AccountResponse,
} from '../push';

// The account page: its push subscriptions (spec §7 `/account/push-subscriptions/add`) and which
// pushes to send.

const int = z.number().int();
const success = z.literal(true);
const NOT_SIGNED_IN = 'You need to be logged in to do that.';

// Each kind on or off: the settings as asked for and as stored.
const settings = pushSettingsRequest;

export const PUSH_ROUTES = {
  'GET /api/account': route({
    summary: 'The account page: the user’s devices, their push settings and the VAPID key.',
    tag: 'Account',
    access: 'player',
    reply: z.object({
      success,
      subscriptions: z.array(z.object({ id: int, name: z.string(), created_at: z.string() })),
      settings,
      vapid_public_key: z.string(),
    }) satisfies z.ZodType<AccountResponse>,
    refusals: { 401: NOT_SIGNED_IN },
  }),
  'POST /account/push-subscriptions/add': route({
    summary: 'Registers this browser’s push subscription, named by browser and OS.',
    tag: 'Account',
    access: 'player',
    body: addSubscriptionRequest,
    reply: z.object({ success, id: int }),
    refusals: {
      401: NOT_SIGNED_IN,
      422: `${PUSH_ERRORS.badKey} / ${PUSH_ERRORS.badEndpoint} / ${PUSH_ERRORS.notPublic} / ${PUSH_ERRORS.endpointTaken}`,
    },
  }),
  'POST /account/push-subscriptions/remove': route({
    summary: 'Removes one of the user’s push subscriptions.',
    tag: 'Account',
    access: 'player',
    body: removeSubscriptionRequest,
    reply: z.object({ success, id: int }),
    refusals: { 401: NOT_SIGNED_IN, 404: PUSH_ERRORS.noSubscription },
  }),
  'POST /account/push-settings': route({
    summary: 'Which kinds of push the user wants, each on or off; answers them as stored.',
    tag: 'Account',
    access: 'player',
    body: pushSettingsRequest,
    reply: z.object({ success, settings }),
    refusals: { 401: NOT_SIGNED_IN, 422: 'Every kind must be true or false.' },
  }),
} satisfies RouteTable;
