import { Router } from 'express';
import { ok, refuse, type Answer } from '../../shared/protocol/contract/envelope';
import { splitKey } from '../../shared/protocol/contract/route';
import { viewerUserId } from '../auth/viewer';
import type { AppContext } from '../context';
import { loadGame } from '../db/games';
import { resultsOf } from '../db/gameResults';
import { ratingsOf, usernamesOf } from '../db/users';
import { createGameFor } from '../game/create';
import { rematchFor } from '../game/rematch';
import { callGame, tickGame } from '../rooms/directory';
import { PLAY_COMPUTER_DEFAULTS } from '../../shared/protocol/computers';
import { practiceGameForm } from '../../shared/protocol/practice';
import { GAME_STATUSES } from '../../shared/engine';
import { rateLimitedReply } from '../services/rateLimits';
import { clientIp } from './clientIp';
import { declaredRoutes } from './declared';
import { announceGameChanged } from '../rooms/gameFeed';

/** The map a practice game is on unless another is chosen. */
function classicMapId(context: AppContext): number | undefined {
  return context.maps.all().find((map) => map.name === PLAY_COMPUTER_DEFAULTS.mapName)?.id;
}

const NO_SUCH_GAME = 'There is no such game.';

/** A play call of spec §7 over HTTP. */
export const PLAY_CALL_PATH = splitKey('POST /game/:gameId/play/:action').path;

/** Game creation, the play API of spec §7 (forwarded to the game's room) and the game summary. */
export function gameRoutes(context: AppContext): Router {
  const router = Router();

  const serve = declaredRoutes(router, context);

  serve('POST /game/create', async ({ body, req }) => {
    const result = await createGameFor(context, req.viewer.user!, body, clientIp(req));
    if (!result.ok) {
      if (result.retryAfter !== undefined) return rateLimitedReply(result.retryAfter);
      return { status: 422, body: { success: false, errors: result.errors } };
    }
    announceGameChanged({
      gameId: result.gameId,
      status: GAME_STATUSES.pregame,
      version: 1,
      userIds: [req.viewer.user!.id],
    });
    return ok({ success: true as const, game_id: result.gameId, warnings: result.warnings });
  });

  // "Play the computer": one tap starts an unrated live game against computer players.
  serve('POST /game/play-computer', async ({ body: request, req }) => {
    const mapId = request.map_id ?? classicMapId(context);
    if (mapId === undefined || !context.maps.get(mapId)) return refuse(422, 'No map selected.');
    const form = practiceGameForm(request, mapId);
    const result = await createGameFor(context, req.viewer.user!, form, clientIp(req));
    if (!result.ok) {
      if (result.retryAfter !== undefined) return rateLimitedReply(result.retryAfter);
      return refuse(422, result.errors.join(' '));
    }
    // The computers sit down now rather than at the sweeper's next round: the game starts at once.
    void tickGame(context.db, result.gameId).catch(() => undefined);
    return ok({ success: true as const, game_id: result.gameId });
  });

  // The game-over screen's Rematch: a player of a finished game creates its rematch (inviting
  // the others) or, when another player already did, joins it.
  serve('POST /game/:gameId/rematch', async ({ params: { gameId }, req }) => {
    const user = req.viewer.user!;
    const join = (id: number, body: Record<string, unknown>) =>
      callGame(context.db, id, user, 'join-game', body, false);
    const result = await rematchFor(context, user, gameId, join, clientIp(req));
    if (!result.ok) {
      if (result.retryAfter !== undefined) return rateLimitedReply(result.retryAfter);
      return refuse(result.status, result.error);
    }
    if (result.created) {
      announceGameChanged({
        gameId: result.gameId,
        status: GAME_STATUSES.pregame,
        version: 1,
        userIds: [user.id],
      });
    }
    return ok({
      success: true as const,
      game_id: result.gameId,
      created: result.created,
      joined: result.joined,
      ...(result.message ? { message: result.message } : {}),
    });
  });

  serve(
    'POST /game/:gameId/play/:action',
    async ({ params: { gameId, action }, body: payload, req, res }) => {
      const etagOf = (version: number) => `W/"g${gameId}-v${version}-u${viewerUserId(req.viewer)}"`;
      const body: Record<string, unknown> = { ...payload };
      // A poller's If-None-Match names the version it has: the room then answers without building the state.
      const cached = /^W\/"g(\d+)-v(\d+)-u(\d+)"$/.exec(req.get('if-none-match') ?? '');
      if (action === 'update-state' && cached && etagOf(Number(cached[2])) === cached[0]) {
        body.last_update ??= Number(cached[2]);
      }
      const reply = await callGame(context.db, gameId, req.viewer.user, action, body, true);
      if (!reply) return refuse(404, NO_SUCH_GAME);
      const version = reply.body.version;
      if (action === 'update-state' && reply.status === 200 && typeof version === 'number') {
        res.setHeader('ETag', etagOf(version));
        if (req.get('if-none-match') === etagOf(version)) {
          res.status(304).end();
          return;
        }
      }
      return reply as Answer<{ success: true }>;
    },
    { compressed: true },
  );

  serve('GET /api/game/:gameId', async ({ params: { gameId } }) => {
    const game = await loadGame(context.db, gameId);
    if (!game) return refuse(404, NO_SUCH_GAME);
    const userIds = game.state.players.map((p) => p.user_id);
    const ended = game.state.status === GAME_STATUSES.ended;
    const [names, ratings, results] = await Promise.all([
      usernamesOf(context.db, userIds),
      ratingsOf(context.db, userIds),
      ended ? resultsOf(context.db, gameId) : [],
    ]);
    return ok({
      success: true as const,
      game_id: game.id,
      status: game.state.status,
      version: game.version,
      map_id: game.mapId,
      creator_id: game.creatorId,
      hasPassword: game.password !== '',
      options: game.state.options,
      players: game.state.players.map((p) => ({
        player_id: p.player_id,
        user_id: p.user_id,
        username: names.get(p.user_id) ?? `#${p.user_id}`,
        // The play screen estimates what resigning would cost from these (shared/ratings).
        rating: ratings.get(p.user_id) ?? 0,
        color: p.color,
        team: p.team,
        alive: p.alive,
      })),
      // Once the game has ended: each person's rating and token change (empty when unrated).
      results,
    });
  });

  return router;
}
