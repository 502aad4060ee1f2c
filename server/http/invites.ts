import { Router } from 'express';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { INVITE_TEXTS, joinLinkOf } from '../../shared/protocol/invites';
import type { AppContext } from '../context';
import { inviteByName } from '../game/invitations';
import { declaredRoutes } from './declared';
import { actorOf } from './rateLimit';

/** Invitations to a waiting game from the create page and the waiting box (routes/invites.ts). */
export function inviteRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('POST /api/games/:gameId/invites', async ({ params, body, req }) => {
    const user = req.viewer.user!;
    const actor = actorOf(req);
    // Only invitations sent count against the limit: a mistyped name costs nothing.
    const verdict = await context.rateLimits.consume('invite', actor);
    if (!verdict.ok) {
      const seconds = verdict.retryAfterSeconds;
      return {
        status: 429,
        body: { success: false, error: INVITE_TEXTS.tooMany(seconds), retry_after: seconds },
      };
    }
    const outcome = await inviteByName(context, params.gameId, user, body.username);
    if (!outcome.ok) {
      await context.rateLimits.refund('invite', actor);
      return refuse(outcome.status, outcome.error);
    }
    return ok({
      success: true as const,
      message: `${outcome.username} has been invited.`,
      username: outcome.username,
      link: joinLinkOf(params.gameId),
    });
  });
  return router;
}
