import { sql, type SQL } from 'drizzle-orm';
import {
  ALL_GAME_TYPES,
  BASE_RATING,
  LADDER_MIN_RATED_GAMES,
  LADDER_PAGE_SIZE,
  LADDER_RECENT_DAYS,
  type LadderPage,
  type LadderQuery,
  type LadderRow,
} from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { rowsOf } from './rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who is in a ladder, with their finished rated games and wins in its type and period: the
 * totals for all time, the outcomes since `since` for the recent ladders.
 */
function entrants(gameType: number, since: Date | null): SQL {
  if (since === null) {
    return sql`SELECT user_id, rated_played AS games, rated_won AS won FROM player_stats
      WHERE game_type = ${gameType} AND rated_played >= ${LADDER_MIN_RATED_GAMES}`;
  }
  const ofType = gameType === ALL_GAME_TYPES ? sql`` : sql`AND game_type = ${gameType}`;
  return sql`SELECT user_id, count(*)::int AS games, count(*) FILTER (WHERE won)::int AS won
    FROM game_outcomes WHERE rated AND ended_at >= ${since.toISOString()}::timestamptz ${ofType}
    GROUP BY user_id HAVING count(*) >= ${LADDER_MIN_RATED_GAMES}`;
}

/**
 * A ladder by rating: the overall ladders rank by the rating, a game type's by its type rating
 * (BASE_RATING plus the rating changes of that type's games, over all time). The recent ones take
 * only people with enough rated games in the last LADDER_RECENT_DAYS days. Computer players are
 * never rated, and never ranked. Equal ratings share a rank; the page lists them by user id.
 */
export async function ladderPage(db: Database, query: LadderQuery, now: Date): Promise<LadderPage> {
  const gameType = query.game_type ?? ALL_GAME_TYPES;
  const since =
    query.period === '30d' ? new Date(now.getTime() - LADDER_RECENT_DAYS * DAY_MS) : null;
  const rating =
    gameType === ALL_GAME_TYPES
      ? sql`u.rating`
      : sql`(${BASE_RATING} + coalesce(t.rating_points, 0))`;
  const typeTotals =
    gameType === ALL_GAME_TYPES
      ? sql``
      : sql`LEFT JOIN player_stats t ON t.user_id = e.user_id AND t.game_type = ${gameType}`;
  const rows = await rowsOf<LadderRow & { total: number }>(
    db,
    sql`SELECT rank() OVER (ORDER BY ${rating} DESC)::int AS rank, u.id AS user_id, u.username,
        ${rating}::int AS rating, e.games AS rated_games, e.won AS rated_won,
        count(*) OVER ()::int AS total
      FROM (${entrants(gameType, since)}) e
      JOIN users u ON u.id = e.user_id
      ${typeTotals}
      WHERE NOT u.is_computer
      ORDER BY ${rating} DESC, u.id
      LIMIT ${LADDER_PAGE_SIZE} OFFSET ${(query.page - 1) * LADDER_PAGE_SIZE}`,
  );
  const total = rows[0]?.total ?? (query.page > 1 ? await ladderSize(db, gameType, since) : 0);
  return {
    game_type: query.game_type ?? null,
    period: query.period,
    min_rated_games: LADDER_MIN_RATED_GAMES,
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / LADDER_PAGE_SIZE)),
    rows: rows.map(({ total: _, ...row }) => row),
  };
}

/** How many people a ladder holds (for a page past its end, which has no row to say so). */
async function ladderSize(db: Database, gameType: number, since: Date | null): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (${entrants(gameType, since)}) e
      JOIN users u ON u.id = e.user_id WHERE NOT u.is_computer`,
  );
  return row?.total ?? 0;
}

/**
 * A person's place in the overall ladder of all time and the ladder's size; the place is null
 * for one not in it.
 */
export async function overallRank(
  db: Database,
  user: { id: number; rating: number; computer: boolean },
): Promise<{ rank: number | null; players: number }> {
  const [row] = await rowsOf<{ above: number; players: number; entered: boolean }>(
    db,
    sql`SELECT count(*) FILTER (WHERE u.rating > ${user.rating})::int AS above,
        count(*)::int AS players, bool_or(u.id = ${user.id}) AS entered
      FROM (${entrants(ALL_GAME_TYPES, null)}) e
      JOIN users u ON u.id = e.user_id
      WHERE NOT u.is_computer`,
  );
  const entered = !user.computer && row?.entered === true;
  return { rank: entered ? row!.above + 1 : null, players: row?.players ?? 0 };
}
