import { sql } from 'drizzle-orm';
import { GAME_STATUSES } from '../../shared/engine';
import { archiveQuery, type MyGames } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { archiveIds, pageOf } from './archive';
import { currentGamesFrom, currentGamesJson, type CurrentGameJson } from './currentGames';
import { finishedGamesJson, listedGames, type FinishedGameJson } from './finishedList';
import { rowsOf } from './rows';

/**
 * "My games": the running and the waiting games a player sits in, and the first page of the
 * finished ones, in one statement (one trip to the embedded database's thread, not two).
 */
export async function myGames(db: Database, userId: number): Promise<MyGames> {
  const finished = archiveQuery.parse({ player: userId });
  const [row] = await rowsOf<{ current: CurrentGameJson[]; finished: FinishedGameJson[] }>(
    db,
    sql`SELECT ${currentGamesJson(userId)} AS current,
      ${finishedGamesJson(archiveIds(finished))} AS finished`,
  );
  const current = currentGamesFrom(row?.current ?? []);
  return {
    running: current.filter((game) => game.status === GAME_STATUSES.running),
    waiting: current.filter((game) => game.status === GAME_STATUSES.pregame),
    finished: pageOf(listedGames(row?.finished ?? []), finished.limit),
  };
}
