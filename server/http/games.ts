import { Router, type Request, type Response } from 'express';
import { requireRole } from '../auth/guards';
import { viewerUserId } from '../auth/viewer';
import type { AppContext } from '../context';
import { loadGame } from '../db/games';
import { resultsOf } from '../db/gameResults';
import { ratingsOf, usernamesOf } from '../db/users';
import { createGameFor } from '../game/create';
import { rematchFor } from '../game/rematch';
import { callGame, tickGame } from '../rooms/directory';
import { PLAY_COMPUTER_DEFAULTS } from '../../shared/protocol/computers';
import { playComputerRequest, practiceGameForm } from '../../shared/protocol/practice';
import { GAME_STATUSES } from '../../shared/engine';
import { parseId } from '../../shared/protocol/fields';
import { answer, answerCompressed } from './answer';
import { rateLimitedReply } from '../services/rateLimits';
import { clientIp } from './clientIp';
import { announceGameChanged } from '../game/gameFeed';

/** The map a practice game is on unless another is chosen. */
function classicMapId(context: AppContext): number | undefined {
  return context.maps.all().find((map) => map.name === PLAY_COMPUTER_DEFAULTS.mapName)?.id;
}

function gameIdOf(req: Request, res: Response): number | undefined {
  const id = parseId(req.params.gameId);
  if (id !== undefined) return id;
  res.status(404).json({ success: false, error: 'There is no such game.' });
  return undefined;
}

/** A play call of spec §7 over HTTP. */
export const PLAY_CALL_PATH = '/game/:gameId/play/:action';

/** Game creation, the play API of spec §7 (forwarded to the game's room) and the game summary. */
export function gameRoutes(context: AppContext): Router {
  const router = Router();

  router.post('/game/create', requireRole('player'), async (req, res) => {
    const result = await createGameFor(context, req.viewer.user!, req.body ?? {}, clientIp(req));
    if (!result.ok) {
      if (result.retryAfter !== undefined) return answer(res, rateLimitedReply(result.retryAfter));
      res.status(422).json({ success: false, errors: result.errors });
      return;
    }
    announceGameChanged({
      gameId: result.gameId,
      status: 1,
      version: 1,
      userIds: [req.viewer.user!.id],
    });
    res.json({ success: true, game_id: result.gameId, warnings: result.warnings });
  });

  // "Play the computer": one tap starts an unrated live game against computer players.
  router.post('/game/play-computer', requireRole('player'), async (req, res) => {
    const request = playComputerRequest.safeParse(req.body ?? {});
    const refuse = (error: string) => void res.status(422).json({ success: false, error });
    if (!request.success) return refuse(request.error.issues[0]?.message ?? 'Check the choices.');
    const mapId = request.data.map_id ?? classicMapId(context);
    if (mapId === undefined || !context.maps.get(mapId)) return refuse('No map selected.');
    const form = practiceGameForm(request.data, mapId);
    const result = await createGameFor(context, req.viewer.user!, form, clientIp(req));
    if (!result.ok) {
      if (result.retryAfter !== undefined) return answer(res, rateLimitedReply(result.retryAfter));
      return refuse(result.errors.join(' '));
    }
    // The computers sit down now rather than at the sweeper's next round: the game starts at once.
    void tickGame(context.db, result.gameId).catch(() => undefined);
    res.json({ success: true, game_id: result.gameId });
  });

  // The game-over screen's Rematch: a player of a finished game creates its rematch (inviting
  // the others) or, when another player already did, joins it.
  router.post('/game/:gameId/rematch', requireRole('player'), async (req, res) => {
    const gameId = gameIdOf(req, res);
    if (gameId === undefined) return;
    const user = req.viewer.user!;
    const join = (id: number, body: Record<string, unknown>) =>
      callGame(context.db, id, user, 'join-game', body, false);
    const result = await rematchFor(context, user, gameId, join, clientIp(req));
    if (!result.ok) {
      if (result.retryAfter !== undefined) return answer(res, rateLimitedReply(result.retryAfter));
      res.status(result.status).json({ success: false, error: result.error });
      return;
    }
    if (result.created) {
      announceGameChanged({ gameId: result.gameId, status: 1, version: 1, userIds: [user.id] });
    }
    res.json({
      success: true,
      game_id: result.gameId,
      created: result.created,
      joined: result.joined,
      ...(result.message ? { message: result.message } : {}),
    });
  });

  router.post(PLAY_CALL_PATH, async (req, res) => {
    const gameId = gameIdOf(req, res);
    if (gameId === undefined) return;
    const action = String(req.params.action);
    const etagOf = (version: number) => `W/"g${gameId}-v${version}-u${viewerUserId(req.viewer)}"`;
    const body: Record<string, unknown> = { ...(req.body ?? {}) };
    // A poller's If-None-Match names the version it has: the room then answers without building the state.
    const cached = /^W\/"g(\d+)-v(\d+)-u(\d+)"$/.exec(req.get('if-none-match') ?? '');
    if (action === 'update-state' && cached && etagOf(Number(cached[2])) === cached[0]) {
      body.last_update ??= Number(cached[2]);
    }
    const reply = await callGame(context.db, gameId, req.viewer.user, action, body, true);
    if (!reply) {
      res.status(404).json({ success: false, error: 'There is no such game.' });
      return;
    }
    const version = reply.body.version;
    if (action === 'update-state' && reply.status === 200 && typeof version === 'number') {
      res.setHeader('ETag', etagOf(version));
      if (req.get('if-none-match') === etagOf(version)) {
        res.status(304).end();
        return;
      }
    }
    answerCompressed(req, res, reply);
  });

  router.get('/api/game/:gameId', async (req, res) => {
    const gameId = gameIdOf(req, res);
    if (gameId === undefined) return;
    const game = await loadGame(context.db, gameId);
    if (!game) {
      res.status(404).json({ success: false, error: 'There is no such game.' });
      return;
    }
    const userIds = game.state.players.map((p) => p.user_id);
    const ended = game.state.status === GAME_STATUSES.ended;
    const [names, ratings, results] = await Promise.all([
      usernamesOf(context.db, userIds),
      ratingsOf(context.db, userIds),
      ended ? resultsOf(context.db, gameId) : [],
    ]);
    res.json({
      success: true,
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
