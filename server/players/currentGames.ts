import { sql, type SQL } from 'drizzle-orm';
import type { CurrentGame } from '../../shared/protocol/players';

/** A current game as `currentGamesJson` builds it. */
export interface CurrentGameJson extends Omit<CurrentGame, 'created_at'> {
  /** created_at in whole ms since 1970. */
  created_ms: number;
}

/**
 * The games a player sits in that have not ended, newest first, as one JSON array: an
 * expression, so that a profile or "my games" reads them in the same statement as the rest. The
 * seats in games not ended come from game_seats_current_idx: a regular's hundreds of seats in
 * finished games and the other players' games are never read.
 */
export const currentGamesJson = (userId: number): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_object('game_id', g.id, 'status', g.status,
        'map_id', g.map_id, 'map_name', coalesce(m.name, ''),
        'game_type', (g.options ->> 'game_type')::int,
        'num_players', (g.options ->> 'num_players')::int,
        'seated', (SELECT count(*)::int FROM game_seats x WHERE x.game_id = g.id),
        'on_turn', s.on_turn,
        'created_ms', floor(extract(epoch FROM g.created_at) * 1000)::float8)
      ORDER BY g.id DESC), '[]')
    FROM game_seats s JOIN games g ON g.id = s.game_id LEFT JOIN maps m ON m.id = g.map_id
    WHERE s.user_id = ${userId} AND NOT s.ended)`;

/** The current games as the profile and "my games" send them. */
export const currentGamesFrom = (rows: readonly CurrentGameJson[]): CurrentGame[] =>
  rows.map(({ created_ms: createdMs, ...game }) => ({
    ...game,
    created_at: new Date(createdMs).toISOString(),
  }));
