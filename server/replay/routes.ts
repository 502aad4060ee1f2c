import compression from 'compression';
import { Router } from 'express';
import type { CardMode } from '../../shared/engine';
import type { PlaybackState } from '../../shared/engine';
import { GAME_STATUSES, seatOf, viewerOfUser } from '../../shared/engine';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { NO_REPLAY } from '../../shared/protocol/routes/replay';
import type { ReplayPlayer, ReplayResponse } from '../../shared/protocol/replay';
import type { AppContext } from '../context';
import { declaredRoutes } from '../http/declared';
import { loadEvents, loadGame, loadStartState, type StoredGame } from '../db/games';
import { usernamesOf } from '../db/users';
import { foggedReplay } from './fogged';
import { eventOnly } from './playedActions';

async function playersOf(context: AppContext, game: StoredGame): Promise<ReplayPlayer[]> {
  const players = game.state.players;
  const names = await usernamesOf(
    context.db,
    players.map((p) => p.user_id),
  );
  return players.map((p) => ({
    player_id: p.player_id,
    user_id: p.user_id,
    username: names.get(p.user_id) ?? `#${p.user_id}`,
    color: p.color,
    team: p.team,
    computer: p.computer,
    coached: p.coached,
  }));
}

/** The replay's body of a game, or null when it has none (no such game, no stored start). */
async function replayOf(
  context: AppContext,
  id: number,
  userId: number,
): Promise<ReplayResponse | null> {
  const game = await loadGame(context.db, id);
  const start = game && ((await loadStartState(context.db, id)) as PlaybackState | undefined);
  if (!game || !start) return null;
  const { state } = game;
  const events = await loadEvents(context.db, id);
  const common = {
    success: true as const,
    game_id: id,
    map_id: game.mapId,
    status: state.status,
    card_mode: state.options.cards as CardMode,
    players: await playersOf(context, game),
  };
  if (state.options.fog_of_war !== 1 || state.status === GAME_STATUSES.ended) {
    return { ...common, fogged: false, initial: start, events: events.map(eventOnly) };
  }
  const map = context.maps.get(game.mapId);
  if (!map) return null;
  const viewer = viewerOfUser(state, userId);
  const part = foggedReplay({ start, events, state, map, cardMode: common.card_mode, viewer });
  const seat = seatOf(viewer);
  return { ...common, fogged: true, viewer: seat > 0 ? seat : null, ...part };
}

/**
 * `GET /api/games/{id}/replay` (DESIGN §4): every event of a game without fog or of an ended one;
 * a running game under fog as the asking player (or a spectator) could see it up to now.
 */
export function replayRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  serve(
    'GET /api/games/:gameId/replay',
    async ({ params, req }) => {
      const replay = await replayOf(context, params.gameId, req.viewer.user?.id ?? 0);
      return replay ? ok(replay) : refuse(404, NO_REPLAY);
    },
    { before: [compression({ threshold: 1024 })] },
  );
  return router;
}
