import { matchMaker, type IRoomCache } from '@colyseus/core';
import { Router } from 'express';
import { GAME_STATUSES } from '../../shared/engine';
import type { LobbyUpdateResponse } from '../../shared/protocol/lobby';
import { gameRoomId } from '../rooms/GameRoom';
import { ok } from '../../shared/protocol/contract/envelope';
import type { AppContext } from '../context';
import { lobbyUpdate } from '../services/lobby/lobby';
import { declaredRoutes } from './declared';

/**
 * The running games' watchers, from their rooms' listings (GameRoom keeps the count there, on
 * every process): a game without a room right now has nobody watching.
 */
async function withWatchers(reply: LobbyUpdateResponse): Promise<LobbyUpdateResponse> {
  const running = reply.games.filter((game) => game.status === GAME_STATUSES.running);
  if (running.length === 0) return reply;
  const listings = await matchMaker
    .findRoomsByIds(running.map((game) => gameRoomId(game.game_id)))
    .catch(() => new Map<string, IRoomCache>());
  for (const game of running) {
    const watchers = Number(listings.get(gameRoomId(game.game_id))?.metadata?.watchers);
    game.watchers = Number.isInteger(watchers) && watchers > 0 ? watchers : 0;
  }
  return reply;
}

/** `/lobby/update {live, listview}` with the lobby filters (spec §7, §9). */
export function lobbyRoutes(context: AppContext): Router {
  const router = Router();
  // Every lobby viewer asks every 30 s, and a busy lobby's list and fragments run to tens of kB.
  declaredRoutes(router, context)(
    'POST /lobby/update',
    async ({ body }) => ok(await withWatchers(await lobbyUpdate(context, body))),
    { compressed: true },
  );
  return router;
}
