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
import { keptRead, windowOf } from './keptReads';
import { rowsOf } from './rows';

const DAY_MS = 24 * 60 * 60 * 1000;

// A ladder ranks by rating: the overall ladders by the rating, a game type's by its type rating
// (BASE_RATING plus the rating changes of that type's games, over all time). The ladders of all
// time take people with LADDER_MIN_RATED_GAMES finished rated games (in the type), the recent
// ones people with that many in the last LADDER_RECENT_DAYS days. Computer players are never
// rated (their outcomes are unrated), so never reach the minimum; the pages check it as well.
// Equal ratings share a rank (1, 2, 2, 4); a page lists them by user id, highest first.

/**
 * A page of a ladder of all time: the entrants are walked from the highest rating down (an index
 * holds that order), ranked over that prefix and cut to the page, so a page costs its depth,
 * not the ladder's size. A rank depends only on those before it, so the prefix ranks truly.
 */
function pageOfAllTime(gameType: number, offset: number): SQL {
  const [source, rating, order] =
    gameType === ALL_GAME_TYPES
      ? [
          sql`users u JOIN player_stats s ON s.user_id = u.id AND s.game_type = ${ALL_GAME_TYPES}`,
          sql`u.rating`,
          sql`u.rating DESC, u.id DESC`,
        ]
      : [
          sql`player_stats s JOIN users u ON u.id = s.user_id`,
          sql`(${BASE_RATING} + s.rating_points)`,
          sql`s.rating_points DESC, s.user_id DESC`,
        ];
  return sql`SELECT * FROM (
      SELECT rank() OVER (ORDER BY ${rating} DESC)::int AS rank, u.id AS user_id, u.username,
        ${rating}::int AS rating, s.rated_played AS rated_games, s.rated_won
      FROM ${source}
      WHERE s.game_type = ${gameType} AND s.rated_played >= ${LADDER_MIN_RATED_GAMES}
        AND NOT u.is_computer
      ORDER BY ${order}
      LIMIT ${offset + LADDER_PAGE_SIZE}
    ) prefix
    ORDER BY rank, user_id DESC
    OFFSET ${offset}`;
}

/** The people with enough rated games since `since` (of one type, or of any), with their wins. */
function recentEntrants(gameType: number, since: Date): SQL {
  const ofType = gameType === ALL_GAME_TYPES ? sql`` : sql`AND game_type = ${gameType}`;
  return sql`SELECT user_id, count(*)::int AS games, count(*) FILTER (WHERE won)::int AS won
    FROM game_outcomes WHERE rated AND ended_at >= ${since.toISOString()}::timestamptz ${ofType}
    GROUP BY user_id HAVING count(*) >= ${LADDER_MIN_RATED_GAMES}`;
}

/**
 * A recent ladder whole, ranked: its entrants are the active people (hundreds), but finding them
 * means counting every rated outcome of the window (tens of thousands for the overall ladder),
 * so the ranking is kept (keptReads.ts) and its pages are cut from it.
 */
function recentLadder(gameType: number, since: Date): SQL {
  const [typeTotals, rating] =
    gameType === ALL_GAME_TYPES
      ? [sql``, sql`u.rating`]
      : [
          sql`LEFT JOIN player_stats t ON t.user_id = e.user_id AND t.game_type = ${gameType}`,
          sql`(${BASE_RATING} + coalesce(t.rating_points, 0))`,
        ];
  return sql`SELECT rank() OVER (ORDER BY ${rating} DESC)::int AS rank, u.id AS user_id,
      u.username, ${rating}::int AS rating, e.games AS rated_games, e.won AS rated_won
    FROM (${recentEntrants(gameType, since)}) e
    JOIN users u ON u.id = e.user_id
    ${typeTotals}
    WHERE NOT u.is_computer
    ORDER BY rank, u.id DESC`;
}

function rankedRecently(db: Database, gameType: number, now: Date): Promise<LadderRow[]> {
  return keptRead(db, `recent ladder ${gameType}`, windowOf(now.getTime()), () =>
    rowsOf<LadderRow>(
      db,
      recentLadder(gameType, new Date(now.getTime() - LADDER_RECENT_DAYS * DAY_MS)),
    ),
  );
}

/** How many are in a ladder of all time: its entrants' count (an index holds them). */
async function sizeOfAllTime(db: Database, gameType: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM player_stats
      WHERE game_type = ${gameType} AND rated_played >= ${LADDER_MIN_RATED_GAMES}`,
  );
  return row?.total ?? 0;
}

/** One page of a ladder (LADDER_PAGE_SIZE rows), with the ladder's size and its entry rule. */
export async function ladderPage(db: Database, query: LadderQuery, now: Date): Promise<LadderPage> {
  const gameType = query.game_type ?? ALL_GAME_TYPES;
  const offset = (query.page - 1) * LADDER_PAGE_SIZE;
  let rows: LadderRow[];
  let total: number;
  if (query.period === 'all') {
    rows = await rowsOf<LadderRow>(db, pageOfAllTime(gameType, offset));
    total = await sizeOfAllTime(db, gameType);
  } else {
    const ranked = await rankedRecently(db, gameType, now);
    rows = ranked.slice(offset, offset + LADDER_PAGE_SIZE);
    total = ranked.length;
  }
  return {
    game_type: query.game_type ?? null,
    period: query.period,
    min_rated_games: LADDER_MIN_RATED_GAMES,
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / LADDER_PAGE_SIZE)),
    rows,
  };
}

/**
 * The overall ladder's ratings, highest first, kept a short while (keptReads.ts): a profile's
 * rank is then a binary search instead of counting the entrants rated higher (a join of
 * thousands of rows, the profile's costliest statement). Read from two indexes (the entrants,
 * the people's ratings) as one array: as thousands of rows, the embedded database took three
 * times as long to hand them over as to find them.
 */
function ratingsOfEntrants(db: Database): Promise<Int32Array> {
  return keptRead(db, 'overall ratings', 0, async () => {
    const [row] = await rowsOf<{ ratings: number[] }>(
      db,
      sql`SELECT coalesce(array_agg(u.rating ORDER BY u.rating DESC), '{}') AS ratings
        FROM player_stats s JOIN users u ON u.id = s.user_id
        WHERE s.game_type = ${ALL_GAME_TYPES} AND s.rated_played >= ${LADDER_MIN_RATED_GAMES}
          AND NOT u.is_computer`,
    );
    return Int32Array.from(row?.ratings ?? []);
  });
}

/** How many of `ratings` (highest first) are above `rating`. */
function countAbove(ratings: Int32Array, rating: number): number {
  let low = 0;
  let high = ratings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ratings[middle]! > rating) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A person's place in the overall ladder of all time (1 + the entrants rated higher) and the
 * ladder's size; the place is null for one not in it (`ratedPlayed` short, or a computer).
 */
export async function overallRank(
  db: Database,
  user: { rating: number; computer: boolean; ratedPlayed: number },
): Promise<{ rank: number | null; players: number }> {
  const ratings = await ratingsOfEntrants(db);
  const ranked = !user.computer && user.ratedPlayed >= LADDER_MIN_RATED_GAMES;
  return { rank: ranked ? countAbove(ratings, user.rating) + 1 : null, players: ratings.length };
}
