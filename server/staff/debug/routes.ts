import { Router, type Request, type Response } from 'express';
import { GAME_STATUSES, type GameState } from '../../../shared/engine';
import { parseId } from '../../../shared/protocol/fields';
import { hasPermission } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { loadEvents, loadGame, type StoredGame } from '../../db/games';
import { answer } from '../../http/answer';
import { refuse } from '../../http/replies';
import { requirePermission } from '../../auth/permissions/guard';
import { NO_GAME } from '../modpanel/gameTools';

/** Accepted actions shown by /debug/stack. */
const STACK_DEPTH = 50;

function withGame(
  context: AppContext,
  handler: (req: Request, res: Response, game: StoredGame) => Promise<void>,
) {
  return async (req: Request, res: Response) => {
    const id = parseId(req.params.gameId);
    const game = id === undefined ? undefined : await loadGame(context.db, id);
    if (!game) return answer(res, refuse(404, NO_GAME));
    await handler(req, res, game);
  };
}

/**
 * The state as the debug panel shows it: the random generator's state and the deck's order tell
 * every roll and card to come, so until the game has ended they are left out (the deck's size
 * stays) unless the viewer has `debug.secrets`.
 */
export function debugState(state: GameState, mayKnowSecrets: boolean) {
  if (mayKnowSecrets || state.status === GAME_STATUSES.ended) return state;
  return { ...state, rng: null, deck: null, deck_size: state.deck.length };
}

/**
 * The hack panel's game views (spec §7): the engine state as stored, the game's latest accepted
 * actions (one per version, with the events each wrote), and the replay events.
 */
export function debugRoutes(context: AppContext): Router {
  const router = Router();
  const guard = requirePermission('debug.game');

  router.get(
    '/game/:gameId/debug/state',
    guard,
    withGame(context, async (req, res, game) => {
      const state = debugState(game.state, hasPermission(req.viewer.user, 'debug.secrets'));
      res.json({ success: true, game_id: game.id, version: game.version, state });
    }),
  );

  router.get(
    '/game/:gameId/debug/stack',
    guard,
    withGame(context, async (_req, res, game) => {
      const events = await loadEvents(context.db, game.id, { limit: STACK_DEPTH * 8 });
      const byVersion = new Map<number, typeof events>();
      for (const event of events)
        byVersion.set(event.version, [...(byVersion.get(event.version) ?? []), event]);
      const actions = [...byVersion]
        .reverse()
        .slice(0, STACK_DEPTH)
        .map(([version, list]) => ({ version, at: list[0]!.at.toISOString(), events: list }));
      res.json({ success: true, game_id: game.id, version: game.version, actions });
    }),
  );

  router.get(
    '/game/:gameId/debug/events',
    guard,
    withGame(context, async (_req, res, game) => {
      res.json({ success: true, game_id: game.id, events: await loadEvents(context.db, game.id) });
    }),
  );

  return router;
}
