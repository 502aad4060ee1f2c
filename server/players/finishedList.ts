import { sql, type SQL } from 'drizzle-orm';
import type { FinishedGame } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { rowsOf } from './rows';

/** A game of a list as `finishedGamesJson` builds it. */
export interface FinishedGameJson extends Omit<FinishedGame, 'ended_at'> {
  /** ended_at in microseconds (exact as a JSON number: below 2^53 until the year 2255). */
  ended_us: number;
}

/** A finished game listed, and its end in microseconds (the archive's cursor is made of it). */
export interface ListedGame {
  game: FinishedGame;
  endedUs: number;
}

/**
 * The finished games that `page` names (a query of their `game_id`s), newest first, each with
 * its map and every player's result (by place, then name), as one JSON array: an expression, so
 * that a profile or "my games" reads its games in the same statement as the rest of the page.
 */
export const finishedGamesJson = (page: SQL): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_object('game_id', f.game_id,
        'ended_us', (extract(epoch FROM f.ended_at) * 1000000)::bigint,
        'map_id', f.map_id, 'map_name', coalesce(m.name, ''), 'game_type', f.game_type,
        'rated', f.rated, 'options', f.options,
        'players', (SELECT coalesce(json_agg(json_build_object('user_id', o.user_id,
            'username', u.username, 'computer', o.computer, 'team', o.team, 'place', o.place,
            'won', o.won, 'resigned', o.resigned, 'missed_turns', o.missed_turns,
            'rating_change', o.rating_change) ORDER BY o.place, u.username), '[]')
          FROM game_outcomes o JOIN users u ON u.id = o.user_id
          WHERE o.game_id = f.game_id))
      ORDER BY f.ended_at DESC, f.game_id DESC), '[]')
    FROM (${page}) page
    JOIN finished_games f ON f.game_id = page.game_id
    LEFT JOIN maps m ON m.id = f.map_id)`;

/** The games of a list as the archive's rows: the end as an ISO time in whole milliseconds. */
export const listedGames = (rows: readonly FinishedGameJson[]): ListedGame[] =>
  rows.map((row) => ({
    game: {
      game_id: row.game_id,
      // Whole milliseconds, as a Date read from the database holds them.
      ended_at: new Date(Math.floor(row.ended_us / 1000)).toISOString(),
      map_id: row.map_id,
      map_name: row.map_name,
      game_type: row.game_type,
      rated: row.rated,
      options: row.options,
      players: row.players,
    },
    endedUs: row.ended_us,
  }));

/** The finished games that `page` names, newest first: one statement, one round trip. */
export async function finishedGamesOf(db: Database, page: SQL): Promise<ListedGame[]> {
  const [row] = await rowsOf<{ games: FinishedGameJson[] }>(
    db,
    sql`SELECT ${finishedGamesJson(page)} AS games`,
  );
  return listedGames(row?.games ?? []);
}
