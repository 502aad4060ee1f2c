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
  if (gameType === ALL_GAME_TYPES)
    return rankedPrefix(
      sql`users u JOIN player_stats s ON s.user_id = u.id AND s.game_type = ${ALL_GAME_TYPES}
        WHERE s.rated_played >= ${LADDER_MIN_RATED_GAMES} AND NOT u.is_computer`,
      [sql`u.rating`, sql`u.id`],
      sql`u.rating`,
      offset,
    );
  // The conditions of player_stats_ladder_idx, written in rather than bound so that the planner
  // may take that partial index (a type rating ranks as its type points do, the index's order).
  const [ofType, entry] = [gameType, LADDER_MIN_RATED_GAMES].map((n) => sql.raw(String(n)));
  return rankedPrefix(
    sql`player_stats s JOIN users u ON u.id = s.user_id
      WHERE s.game_type = ${ofType} AND s.game_type >= 0 AND s.rated_played >= ${entry}
        AND NOT u.is_computer`,
    [sql`s.rating_points`, sql`s.user_id`],
    sql`(${BASE_RATING} + s.rating_points)`,
    offset,
  );
}

/** The first `offset` + a page of entrants in `order`, ranked over them, cut to the page. */
function rankedPrefix(entrants: SQL, [score, id]: [SQL, SQL], rating: SQL, offset: number): SQL {
  return sql`SELECT * FROM (
      SELECT rank() OVER (ORDER BY ${score} DESC)::int AS rank, u.id AS user_id, u.username,
        ${rating}::int AS rating, s.rated_played AS rated_games, s.rated_won
      FROM ${entrants}
      ORDER BY ${score} DESC, ${id} DESC
      LIMIT ${offset + LADDER_PAGE_SIZE}
    ) prefix
    ORDER BY rank, user_id DESC
    OFFSET ${offset}`;
}

/**
 * The people with enough rated games since `since` (of one type, or of any), with their wins;
 * of `userIds` only when given.
 */
function recentEntrants(gameType: number, since: Date, userIds?: readonly number[]): SQL {
  const ofType = gameType === ALL_GAME_TYPES ? sql`` : sql`AND game_type = ${gameType}`;
  const ofUsers = userIds ? sql`AND user_id IN (${sql.join([...userIds], sql`, `)})` : sql``;
  return sql`SELECT user_id, count(*)::int AS games, count(*) FILTER (WHERE won)::int AS won
    FROM game_outcomes WHERE rated AND ended_at >= ${since.toISOString()}::timestamptz ${ofType}
      ${ofUsers}
    GROUP BY user_id HAVING count(*) >= ${LADDER_MIN_RATED_GAMES}`;
}

type UnrankedRow = Omit<LadderRow, 'rank'>;

/**
 * A recent ladder's entrants (of `userIds` only when given), highest rating first: its entrants
 * are the active people (hundreds), but finding them all means counting every rated outcome of
 * the window (tens of thousands for the overall ladder), so the ladder is kept (keptReads.ts),
 * patched with the players of each game that ends here, and its pages are cut from it.
 */
function recentEntrantRows(gameType: number, since: Date, userIds?: readonly number[]): SQL {
  const [typeTotals, rating] =
    gameType === ALL_GAME_TYPES
      ? [sql``, sql`u.rating`]
      : [
          sql`LEFT JOIN player_stats t ON t.user_id = e.user_id AND t.game_type = ${gameType}`,
          sql`(${BASE_RATING} + coalesce(t.rating_points, 0))`,
        ];
  return sql`SELECT u.id AS user_id, u.username, ${rating}::int AS rating,
      e.games AS rated_games, e.won AS rated_won
    FROM (${recentEntrants(gameType, since, userIds)}) e
    JOIN users u ON u.id = e.user_id
    ${typeTotals}
    WHERE NOT u.is_computer
    ORDER BY ${rating} DESC, u.id DESC`;
}

/** Ranks rows ordered by rating, highest first: equal ratings share a rank (1, 2, 2, 4). */
function withRanks(rows: readonly UnrankedRow[]): LadderRow[] {
  let rank = 0;
  return rows.map((row, i) => {
    if (row.rating !== rows[i - 1]?.rating) rank = i + 1;
    return { rank, ...row };
  });
}

/** Highest rating first, then the highest user id, as the ladders list them. */
const byRating = (a: UnrankedRow, b: UnrankedRow) => b.rating - a.rating || b.user_id - a.user_id;

function rankedRecently(db: Database, gameType: number, now: Date): Promise<LadderRow[]> {
  const since = () => new Date(now.getTime() - LADDER_RECENT_DAYS * DAY_MS);
  return keptRead(
    db,
    `recent ladder ${gameType}`,
    windowOf(now.getTime()),
    async () => withRanks(await rowsOf<UnrankedRow>(db, recentEntrantRows(gameType, since()))),
    {
      patch: async (kept, userIds) => {
        const changed = new Set(userIds);
        const current = await rowsOf<UnrankedRow>(
          db,
          recentEntrantRows(gameType, since(), userIds),
        );
        const others = kept.filter((row) => !changed.has(row.user_id));
        return withRanks([...others.map(({ rank: _, ...row }) => row), ...current].sort(byRating));
      },
    },
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
