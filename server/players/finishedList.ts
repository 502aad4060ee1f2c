import { sql, type SQL } from 'drizzle-orm';
import type { FinishedGame } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { rowsOf } from './rows';

/** A game of a page as `finishedGamesOf` reads it. */
interface FinishedGameRow extends Omit<FinishedGame, 'ended_at'> {
  /** ended_at in microseconds: a bigint, which the drivers answer as a string. */
  ended_us: string;
}

/** A finished game listed, and its end in microseconds (the archive's cursor is made of it). */
interface ListedGame {
  game: FinishedGame;
  endedUs: number;
}

/**
 * The finished games that `page` names (a query of their `game_id`s), newest first, each with
 * its map and every player's result. One statement: the seats of each game come as one JSON
 * array (by place, then name), so a page costs one round trip, not one for its ids, one for its
 * games and one for their players.
 */
export async function finishedGamesOf(db: Database, page: SQL): Promise<ListedGame[]> {
  const rows = await rowsOf<FinishedGameRow>(
    db,
    sql`SELECT f.game_id, (extract(epoch FROM f.ended_at) * 1000000)::bigint AS ended_us,
        f.map_id, coalesce(m.name, '') AS map_name, f.game_type, f.rated, f.options,
        (SELECT coalesce(json_agg(json_build_object('user_id', o.user_id, 'username', u.username,
            'computer', o.computer, 'team', o.team, 'place', o.place, 'won', o.won,
            'resigned', o.resigned, 'missed_turns', o.missed_turns,
            'rating_change', o.rating_change) ORDER BY o.place, u.username), '[]')
          FROM game_outcomes o JOIN users u ON u.id = o.user_id
          WHERE o.game_id = f.game_id) AS players
      FROM (${page}) page
      JOIN finished_games f ON f.game_id = page.game_id
      LEFT JOIN maps m ON m.id = f.map_id
      ORDER BY f.ended_at DESC, f.game_id DESC`,
  );
  return rows.map((row) => {
    const endedUs = Number(row.ended_us);
    const game: FinishedGame = {
      game_id: row.game_id,
      // Whole milliseconds, as a Date read from the database holds them.
      ended_at: new Date(Math.floor(endedUs / 1000)).toISOString(),
      map_id: row.map_id,
      map_name: row.map_name,
      game_type: row.game_type,
      rated: row.rated,
      options: row.options,
      players: row.players,
    };
    return { game, endedUs };
  });
}
