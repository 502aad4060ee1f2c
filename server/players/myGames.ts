import { GAME_STATUSES } from '../../shared/engine';
import { archiveQuery, type MyGames } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { archivePage } from './archive';
import { currentGamesOf } from './currentGames';

/** "My games": the running and the waiting games a player sits in, and the first page of the finished ones. */
export async function myGames(db: Database, userId: number): Promise<MyGames> {
  const current = await currentGamesOf(db, userId);
  return {
    running: current.filter((game) => game.status === GAME_STATUSES.running),
    waiting: current.filter((game) => game.status === GAME_STATUSES.pregame),
    finished: await archivePage(db, archiveQuery.parse({ player: userId })),
  };
}
