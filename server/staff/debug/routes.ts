import { Router } from 'express';
import { GAME_STATUSES, type GameState } from '../../../shared/engine';
import { ok, refuse } from '../../../shared/protocol/contract/envelope';
import { hasPermission, STAFF_REFUSALS } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { loadEvents, loadGame, type StoredEvent } from '../../db/games';
import { declaredRoutes } from '../../http/declared';

/** Accepted actions shown by /debug/stack. */
const STACK_DEPTH = 50;

/**
 * The state as the debug panel shows it: the random generator's state and the deck's order tell
 * every roll and card to come, so until the game has ended they are left out (the deck's size
 * stays) unless the viewer has `debug.secrets`.
 */
export function debugState(state: GameState, mayKnowSecrets: boolean) {
  if (mayKnowSecrets || state.status === GAME_STATUSES.ended) return state;
  return { ...state, rng: null, deck: null, deck_size: state.deck.length };
}

/** An event as the debug views send it (its time as ISO text). */
const eventJson = (event: StoredEvent) => ({ ...event, at: event.at.toISOString() });

/**
 * The hack panel's game views (spec §7): the engine state as stored, the game's latest accepted
 * actions (one per version, with the events each wrote), and the replay events.
 */
export function debugRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  const success = true as const;
  const noGame = refuse(404, STAFF_REFUSALS.noGame);

  serve('GET /game/:gameId/debug/state', async ({ params, req }) => {
    const game = await loadGame(context.db, params.gameId);
    if (!game) return noGame;
    const state = debugState(game.state, hasPermission(req.viewer.user, 'debug.secrets'));
    return ok({ success, game_id: game.id, version: game.version, state });
  });

  serve('GET /game/:gameId/debug/stack', async ({ params }) => {
    const game = await loadGame(context.db, params.gameId);
    if (!game) return noGame;
    const events = await loadEvents(context.db, game.id, { limit: STACK_DEPTH * 8 });
    const byVersion = new Map<number, StoredEvent[]>();
    for (const event of events)
      byVersion.set(event.version, [...(byVersion.get(event.version) ?? []), event]);
    const actions = [...byVersion]
      .reverse()
      .slice(0, STACK_DEPTH)
      .map(([version, list]) => ({
        version,
        at: list[0]!.at.toISOString(),
        events: list.map(eventJson),
      }));
    return ok({ success, game_id: game.id, version: game.version, actions });
  });

  serve('GET /game/:gameId/debug/events', async ({ params }) => {
    const game = await loadGame(context.db, params.gameId);
    if (!game) return noGame;
    const events = await loadEvents(context.db, game.id);
    return ok({ success, game_id: game.id, events: events.map(eventJson) });
  });

  return router;
}
