import { sql } from 'drizzle-orm';
import {
  ALL_GAME_TYPES,
  FAVOURITE_OPPONENTS_LIMIT,
  RATING_HISTORY_LIMIT,
  RECENT_GAMES_LIMIT,
  RECENT_POSTS_LIMIT,
  archiveQuery,
  type PlayerProfile,
} from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { archiveIds, pageOf } from './archive';
import { currentGamesFrom, currentGamesJson, type CurrentGameJson } from './currentGames';
import { finishedGamesJson, listedGames, type FinishedGameJson } from './finishedList';
import { overallRank } from './overallRank';
import { constant, rateOf, rowsOf } from './rows';

// A profile is one statement: the player with every part (totals, rating history, records by
// map, opponents met, forum posts, current games, recent finished games) as one row whose parts
// are JSON; the overall rank comes from what is kept (overallRank.ts). On the embedded database
// each statement is a trip to its thread and back, and on a busy machine each trip may wait for a
// core twice: as three trips, a profile cost twice what it does as one at p95 (docs/players-home.md).

/** The recent finished games: the first page of the player's archive, as "my games" lists it. */
const recentQuery = (userId: number) =>
  archiveQuery.parse({ player: userId, limit: RECENT_GAMES_LIMIT });

/** A time as ms since 1970 (whole ms, as a Date read from the database holds it). */
const msOf = (column: string) => sql.raw(`floor(extract(epoch FROM ${column}) * 1000)::float8`);
const isoOf = (ms: number) => new Date(ms).toISOString();

interface TotalsRow {
  game_type: number;
  played: number;
  won: number;
  resigned: number;
  missed: number;
  missed_turns: number;
  rated_played: number;
}
type Tally = { played: number; won: number };
type ByMapRow = Tally & { map_id: number; map_name: string };
type OpponentRow = PlayerProfile['opponents'][number];
/** [game id, ms, rating after] */
type HistoryPoint = [number, number, number];
interface PostRow {
  post_id: number;
  topic_id: number;
  topic_title: string;
  at: number;
  /** How many visible posts the player has (each row carries it). */
  posts: number;
}
interface PlayerRow {
  id: number;
  username: string;
  computer: boolean;
  rating: number;
  joined_ms: number;
  active_ms: number;
  totals: TotalsRow[];
  history: HistoryPoint[];
  by_map: ByMapRow[];
  opponents: OpponentRow[];
  posts: PostRow[];
  current: CurrentGameJson[];
  recent: FinishedGameJson[];
}

/** The player's totals per game type and over all types (ALL_GAME_TYPES). */
const totalsOf = (userId: number) =>
  sql`SELECT coalesce(json_agg(json_build_object('game_type', s.game_type, 'played', s.played,
      'won', s.won, 'resigned', s.resigned, 'missed', s.missed, 'missed_turns', s.missed_turns,
      'rated_played', s.rated_played) ORDER BY s.game_type), '[]')
    FROM player_stats s WHERE s.user_id = ${userId}`;

/** The rating after each of the newest rated games, oldest first. */
const historyOf = (userId: number) =>
  sql`SELECT coalesce(json_agg(json_build_array(h.game_id, ${msOf('h.ended_at')}, h.rating_after)
      ORDER BY h.ended_at, h.game_id), '[]')
    FROM (SELECT game_id, ended_at, rating_after FROM game_outcomes
      WHERE user_id = ${userId} AND rated
      ORDER BY ended_at DESC, game_id DESC LIMIT ${constant(RATING_HISTORY_LIMIT)}) h
    WHERE h.rating_after IS NOT NULL`;

/** Games and wins per map, the most played first (kept per player and map). */
const byMapOf = (userId: number) =>
  sql`SELECT coalesce(json_agg(json_build_object('map_id', b.map_id,
      'map_name', coalesce(m.name, ''), 'played', b.played, 'won', b.won)
      ORDER BY b.played DESC, b.map_id), '[]')
    FROM (SELECT map_id, played, won FROM player_maps WHERE user_id = ${userId}) b
    LEFT JOIN maps m ON m.id = b.map_id`;

/** Those the player met most often on another side, with the games won against each. */
const opponentsOf = (userId: number) =>
  sql`SELECT coalesce(json_agg(json_build_object('user_id', o.id, 'username', o.username,
      'computer', o.is_computer, 'games', v.games, 'won', v.won) ORDER BY v.games DESC, o.id), '[]')
    FROM (SELECT opponent_id, games, won FROM player_opponents WHERE user_id = ${userId}
      ORDER BY games DESC, opponent_id LIMIT ${constant(FAVOURITE_OPPONENTS_LIMIT)}) v
    JOIN users o ON o.id = v.opponent_id`;

/** The newest visible forum posts, each carrying the count of all of them. */
const postsOf = (userId: number) =>
  sql`SELECT coalesce(json_agg(json_build_object('post_id', r.id, 'topic_id', r.topic_id,
      'topic_title', r.title, 'at', ${msOf('r.created_at')}, 'posts', r.posts)
      ORDER BY r.id DESC), '[]')
    FROM (SELECT p.id, p.topic_id, t.title, p.created_at, count(*) OVER ()::int AS posts
      FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id
      WHERE p.author_id = ${userId} AND p.deleted_at IS NULL AND t.deleted_at IS NULL
      ORDER BY p.id DESC LIMIT ${constant(RECENT_POSTS_LIMIT)}) r`;

/**
 * The public columns only: e-mail, password, roles and tokens are never read here. No such
 * user: no row (and none of the parts is read).
 */
const playerOf = (userId: number) =>
  sql`SELECT u.id, u.username, u.is_computer AS computer, u.rating,
      ${msOf('u.created_at')} AS joined_ms, ${msOf('u.last_active_at')} AS active_ms,
      (${totalsOf(userId)}) AS totals, (${historyOf(userId)}) AS history,
      (${byMapOf(userId)}) AS by_map, (${opponentsOf(userId)}) AS opponents,
      (${postsOf(userId)}) AS posts, ${currentGamesJson(userId)} AS current,
      ${finishedGamesJson(archiveIds(recentQuery(userId)))} AS recent
    FROM users u WHERE u.id = ${userId}`;

const withRate = <T extends Tally>(row: T) => ({ ...row, win_rate: rateOf(row.won, row.played) });

/** A player's public profile; undefined when there is no such user. */
export async function playerProfile(
  db: Database,
  userId: number,
): Promise<PlayerProfile | undefined> {
  const [player] = await rowsOf<PlayerRow>(db, playerOf(userId));
  if (!player) return undefined;
  const all = player.totals.find((row) => row.game_type === ALL_GAME_TYPES);
  const { rank, players } = await overallRank(db, {
    rating: player.rating,
    computer: player.computer,
    ratedPlayed: all?.rated_played ?? 0,
  });
  return {
    user: {
      id: player.id,
      username: player.username,
      computer: player.computer,
      rating: player.rating,
      joined_at: isoOf(player.joined_ms),
      last_active_at: isoOf(player.active_ms),
    },
    rank,
    ranked_players: players,
    totals: {
      played: all?.played ?? 0,
      won: all?.won ?? 0,
      win_rate: rateOf(all?.won ?? 0, all?.played ?? 0),
      resigned: all?.resigned ?? 0,
      missed: all?.missed ?? 0,
      missed_turns: all?.missed_turns ?? 0,
      rated_played: all?.rated_played ?? 0,
    },
    rating_history: player.history.map(([gameId, at, rating]) => ({
      game_id: gameId,
      at: isoOf(at),
      rating,
    })),
    by_game_type: player.totals
      .filter((row) => row.game_type !== ALL_GAME_TYPES)
      .map(({ game_type, played, won }) => withRate({ game_type, played, won })),
    by_map: player.by_map.map(withRate),
    opponents: player.opponents,
    current_games: currentGamesFrom(player.current),
    recent_games: pageOf(listedGames(player.recent), RECENT_GAMES_LIMIT).games,
    forum: {
      posts: player.posts[0]?.posts ?? 0,
      recent: player.posts.map(({ post_id, topic_id, topic_title, at }) => ({
        post_id,
        topic_id,
        topic_title,
        created_at: isoOf(at),
      })),
    },
  };
}
