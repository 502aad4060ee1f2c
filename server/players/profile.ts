import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ALL_GAME_TYPES,
  FAVOURITE_OPPONENTS_LIMIT,
  RATING_HISTORY_LIMIT,
  RECENT_GAMES_LIMIT,
  RECENT_POSTS_LIMIT,
  archiveQuery,
  type PlayerProfile,
} from '../../shared/protocol/players';
import { forumPosts, forumTopics } from '../db/communityTables';
import type { Database } from '../db/client';
import { maps, users } from '../db/schema';
import { archivePage } from './archive';
import { currentGamesOf } from './currentGames';
import { overallRank } from './ladders';
import { rateOf, rowsOf } from './rows';
import { gameOutcomes, playerStats } from '../db/playersTables';

/** A player's public profile; undefined when there is no such user. */
export async function playerProfile(
  db: Database,
  userId: number,
): Promise<PlayerProfile | undefined> {
  // The public columns only: e-mail, password, roles and tokens are never read here.
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      computer: users.isComputer,
      rating: users.rating,
      joinedAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  // One after the other: run side by side on a pool they cost more CPU (a connection each) and
  // this machine's two cores gained nothing in wall time from it.
  const stats = await db.select().from(playerStats).where(eq(playerStats.userId, userId));
  const history = await ratingHistory(db, userId);
  const byMap = await recordByMap(db, userId);
  const opponents = await favouriteOpponents(db, userId);
  const current = await currentGamesOf(db, userId);
  const recent = await archivePage(
    db,
    archiveQuery.parse({ player: userId, limit: RECENT_GAMES_LIMIT }),
  );
  const forum = await forumActivity(db, userId);
  const all = stats.find((row) => row.gameType === ALL_GAME_TYPES);
  const { rank, players } = await overallRank(db, {
    ...user,
    ratedPlayed: all?.ratedPlayed ?? 0,
  });
  return {
    user: {
      id: user.id,
      username: user.username,
      computer: user.computer,
      rating: user.rating,
      joined_at: user.joinedAt.toISOString(),
      last_active_at: user.lastActiveAt.toISOString(),
    },
    rank,
    ranked_players: players,
    totals: {
      played: all?.played ?? 0,
      won: all?.won ?? 0,
      win_rate: rateOf(all?.won ?? 0, all?.played ?? 0),
      resigned: all?.resigned ?? 0,
      missed: all?.missed ?? 0,
      missed_turns: all?.missedTurns ?? 0,
      rated_played: all?.ratedPlayed ?? 0,
    },
    rating_history: history,
    by_game_type: stats
      .filter((row) => row.gameType !== ALL_GAME_TYPES)
      .sort((a, b) => a.gameType - b.gameType)
      .map((row) => ({
        game_type: row.gameType,
        played: row.played,
        won: row.won,
        win_rate: rateOf(row.won, row.played),
      })),
    by_map: byMap,
    opponents,
    current_games: current,
    recent_games: recent.games,
    forum,
  };
}

/** The rating after each rated game, oldest first. */
async function ratingHistory(db: Database, userId: number) {
  const rows = await db
    .select({
      gameId: gameOutcomes.gameId,
      at: gameOutcomes.endedAt,
      rating: gameOutcomes.ratingAfter,
    })
    .from(gameOutcomes)
    .where(and(eq(gameOutcomes.userId, userId), eq(gameOutcomes.rated, true)))
    .orderBy(desc(gameOutcomes.endedAt), desc(gameOutcomes.gameId))
    .limit(RATING_HISTORY_LIMIT);
  return rows
    .filter((row) => row.rating !== null)
    .reverse()
    .map((row) => ({ game_id: row.gameId, at: row.at.toISOString(), rating: row.rating! }));
}

async function recordByMap(db: Database, userId: number) {
  const rows = await db
    .select({
      mapId: gameOutcomes.mapId,
      mapName: maps.name,
      played: sql<number>`count(*)::int`,
      won: sql<number>`count(*) FILTER (WHERE ${gameOutcomes.won})::int`,
    })
    .from(gameOutcomes)
    .leftJoin(maps, eq(maps.id, gameOutcomes.mapId))
    .where(eq(gameOutcomes.userId, userId))
    .groupBy(gameOutcomes.mapId, maps.name)
    .orderBy(desc(sql`count(*)`), asc(gameOutcomes.mapId));
  return rows.map((row) => ({
    map_id: row.mapId,
    map_name: row.mapName ?? '',
    played: row.played,
    won: row.won,
    win_rate: rateOf(row.won, row.played),
  }));
}

/** Those the player met most often on another side (teammates are not opponents). */
async function favouriteOpponents(db: Database, userId: number) {
  return rowsOf<PlayerProfile['opponents'][number]>(
    db,
    sql`SELECT u.id AS user_id, u.username, u.is_computer AS computer, v.games, v.won
      FROM (
        SELECT them.user_id, count(*)::int AS games,
          count(*) FILTER (WHERE me.place < them.place)::int AS won
        FROM game_outcomes me
        JOIN game_outcomes them ON them.game_id = me.game_id AND them.user_id <> me.user_id
        WHERE me.user_id = ${userId} AND (me.team = 0 OR them.team <> me.team)
        GROUP BY them.user_id
        ORDER BY games DESC, them.user_id
        LIMIT ${FAVOURITE_OPPONENTS_LIMIT}
      ) v JOIN users u ON u.id = v.user_id
      ORDER BY v.games DESC, u.id`,
  );
}

/** The player's forum posts: how many are visible, and the newest of them. */
async function forumActivity(db: Database, userId: number) {
  const visible = and(
    eq(forumPosts.authorId, userId),
    isNull(forumPosts.deletedAt),
    isNull(forumTopics.deletedAt),
  );
  // The newest posts carry the count of all of them (none: no row, and no post).
  const recent = await db
    .select({
      post_id: forumPosts.id,
      topic_id: forumTopics.id,
      topic_title: forumTopics.title,
      createdAt: forumPosts.createdAt,
      posts: sql<number>`(count(*) OVER ())::int`,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(visible)
    .orderBy(desc(forumPosts.id))
    .limit(RECENT_POSTS_LIMIT);
  return {
    posts: Number(recent[0]?.posts ?? 0),
    recent: recent.map(({ createdAt, posts: _, ...post }) => ({
      ...post,
      created_at: createdAt.toISOString(),
    })),
  };
}
