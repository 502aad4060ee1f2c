import { z } from 'zod';
import { idParam } from '../contract/params';
import { route, type RouteTable } from '../contract/route';
import { lineField } from '../fields';
import { INVITE_TEXTS } from '../invites';

// Inviting someone to a waiting game from where one plays: the create page and the waiting box.

export const INVITE_ROUTES = {
  'POST /api/games/:gameId/invites': route({
    summary:
      'A player of a waiting game invites a user: a notification that stays, and a push where the invitee allowed it.',
    tag: 'Games',
    access: 'player',
    params: z.object({ gameId: idParam }),
    missing: INVITE_TEXTS.noSuchGame,
    body: z.object({ username: lineField(255).pipe(z.string().trim().min(1)) }),
    invalid: { status: 422, error: INVITE_TEXTS.noUsername },
    reply: z.object({
      success: z.literal(true),
      /** "{name} has been invited." */
      message: z.string(),
      /** The invitee's name as the site spells it. */
      username: z.string(),
      /** The join link the notification opens (joinLinkOf). */
      link: z.string(),
    }),
    refusals: {
      401: 'Not signed in.',
      403: INVITE_TEXTS.notYourGame,
      404: `${INVITE_TEXTS.noSuchGame} / ${INVITE_TEXTS.unknownUser}`,
      409: `${INVITE_TEXTS.notWaiting} / ${INVITE_TEXTS.alreadyIn}`,
      422: `${INVITE_TEXTS.noUsername} / ${INVITE_TEXTS.yourself}`,
      429: 'Too many invitations: try again in N seconds.',
    },
  }),
} satisfies RouteTable;
