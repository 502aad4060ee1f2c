import compression from 'compression';
import { Router } from 'express';
import type { CardMode } from '../../shared/engine';
import type { PlaybackState } from '../../shared/engine';
import { GAME_STATUSES, seatOf, viewerOfUser } from '../../shared/engine';
import { parseId } from '../../shared/protocol/fields';
import type { ReplayPlayer, ReplayResponse } from '../../shared/protocol/replay';
import type { AppContext } from '../context';
import { loadEvents, loadGame, loadStartState, type StoredGame } from '../db/games';
import { usernamesOf } from '../db/users';
import { foggedReplay } from './fogged';
import { eventOnly } from './playedActions';

const NO_REPLAY = { success: false, error: 'This game has no replay (yet).' } as const;

async function playersOf(context: AppContext, game: StoredGame): Promise<ReplayPlayer[]> {
  const players = game.state.players;
  const names = await usernamesOf(
    context.db,
    players.map((p) => p.user_id),
  );
  return players.map((p) => ({
    player_id: p.player_id,
    username: names.get(p.user_id) ?? `#${p.user_id}`,
    color: p.color,
    team: p.team,
    computer: p.computer,
    coached: p.coached,
  }));
}

/**
 * `GET /api/games/{id}/replay` (DESIGN §4): every event of a game without fog or of an ended one;
 * a running game under fog as the asking player (or a spectator) could see it up to now.
 */
export function replayRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/api/games/:gameId/replay', compression({ threshold: 1024 }), async (req, res) => {
    const id = parseId(req.params.gameId) ?? 0;
    const game = id > 0 ? await loadGame(context.db, id) : undefined;
    const start = game && ((await loadStartState(context.db, id)) as PlaybackState | undefined);
    if (!game || !start) {
      res.status(404).json(NO_REPLAY);
      return;
    }
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
      const body: ReplayResponse = {
        ...common,
        fogged: false,
        initial: start,
        events: events.map(eventOnly),
      };
      res.json(body);
      return;
    }
    const map = context.maps.get(game.mapId);
    if (!map) {
      res.status(404).json(NO_REPLAY);
      return;
    }
    const viewer = viewerOfUser(state, req.viewer.user?.id ?? 0);
    const part = foggedReplay({ start, events, state, map, cardMode: common.card_mode, viewer });
    const seat = seatOf(viewer);
    const body: ReplayResponse = {
      ...common,
      fogged: true,
      viewer: seat > 0 ? seat : null,
      ...part,
    };
    res.json(body);
  });
  return router;
}
