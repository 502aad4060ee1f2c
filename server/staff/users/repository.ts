import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { GAME_STATUSES } from '../../../shared/engine';
import type { Database } from '../../db/client';
import { databaseErrorCode } from '../../db/errors';
import { gameSeats, games, maps, sessions, users } from '../../db/schema';
import { userEvents } from '../../db/staffTables';

/** Every address the user's sessions came from, with the other accounts seen there. */
export async function userIps(db: Database, userId: number) {
  const own = await db
    .select({
      ip: sessions.ip,
      sessions: sql<number>`count(*)::int`,
      lastSeen: sql<Date>`max(${sessions.createdAt})`.mapWith(sessions.createdAt),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.ip)))
    .groupBy(sessions.ip)
    .orderBy(desc(sql`max(${sessions.createdAt})`));
  const ips = own.map((row) => row.ip!);
  const shared =
    ips.length === 0
      ? []
      : await db
          .selectDistinct({ ip: sessions.ip, id: users.id, username: users.username })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(inArray(sessions.ip, ips), ne(sessions.userId, userId)));
  const byName = (a: { username: string }, b: { username: string }) =>
    a.username.toLowerCase().localeCompare(b.username.toLowerCase());
  return own.map((row) => ({
    ip: row.ip!,
    sessions: row.sessions,
    last_seen: row.lastSeen.toISOString(),
    other_users: shared
      .filter((other) => other.ip === row.ip)
      .map(({ id, username }) => ({ id, username }))
      .sort(byName),
  }));
}

/** The user's games, newest first; with `withUserId`, only those both played. */
export async function userGames(db: Database, userId: number, withUserId?: number, limit = 100) {
  const both =
    withUserId === undefined
      ? undefined
      : sql`exists (select 1 from game_seats other where other.game_id = ${games.id} and other.user_id = ${withUserId})`;
  const rows = await db
    .select({
      id: games.id,
      status: games.status,
      mapName: maps.name,
      createdAt: games.createdAt,
      endedAt: games.endedAt,
      playerId: gameSeats.playerId,
      winner: sql<number>`coalesce((${games.state}->>'winner')::int, 0)`,
      players: sql<
        string[]
      >`array(select u.username from game_seats s join users u on u.id = s.user_id where s.game_id = ${games.id} order by s.player_id)`,
      playerIds: sql<
        number[]
      >`array(select s.user_id from game_seats s join users u on u.id = s.user_id where s.game_id = ${games.id} order by s.player_id)`,
    })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .leftJoin(maps, eq(maps.id, games.mapId))
    .where(and(eq(gameSeats.userId, userId), both))
    .orderBy(desc(games.id))
    .limit(limit);
  return rows.map((row) => ({
    game_id: row.id,
    status: row.status,
    map: row.mapName ?? `#${row.id}`,
    players: row.players,
    player_ids: row.playerIds.map(Number),
    won: row.status === GAME_STATUSES.ended && row.winner === row.playerId,
    created_at: row.createdAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  }));
}

/**
 * The user's place on the rating list (people only: computer players are never ranked) and its
 * record. Every subquery names the user by its id: a bare column of the outer row would resolve
 * to the subquery's own table there (which made every user first of the list).
 */
export async function userStandings(db: Database, userId: number) {
  const [row] = await db
    .select({
      rating: users.rating,
      tokens: users.tokens,
      rank: sql<number>`(select count(*)::int + 1 from users better where not better.is_computer and better.rating > (select me.rating from users me where me.id = ${userId}))`,
      players: sql<number>`(select count(*)::int from users person where not person.is_computer)`,
      played: sql<number>`(select count(*)::int from game_seats s join games g on g.id = s.game_id where s.user_id = ${userId} and g.status = ${GAME_STATUSES.ended})`,
      won: sql<number>`(select count(*)::int from game_seats s join games g on g.id = s.game_id where s.user_id = ${userId} and g.status = ${GAME_STATUSES.ended} and (g.state->>'winner')::int = s.player_id)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The account's sessions, newest first. */
export async function userSessions(db: Database, userId: number) {
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
  }));
}

/** The account's event log, newest first; `balanceOnly` keeps the rows that changed rating or tokens. */
export async function userEventLog(db: Database, userId: number, balanceOnly: boolean) {
  const rows = await db
    .select()
    .from(userEvents)
    .where(
      and(eq(userEvents.userId, userId), balanceOnly ? eq(userEvents.kind, 'balance') : undefined),
    )
    .orderBy(desc(userEvents.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    rating_before: row.ratingBefore,
    rating_after: row.ratingAfter,
    tokens_before: row.tokensBefore,
    tokens_after: row.tokensAfter,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}

/** Users whose name starts with `query` (any case), or whose id it is. */
export async function searchUsers(db: Database, query: string, limit = 50) {
  const prefix = `${query.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select({ id: users.id, username: users.username, roles: users.roles, rating: users.rating })
    .from(users)
    .where(or(ilike(users.username, prefix), eq(sql`${users.id}::text`, query)))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(limit);
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Gives the user a new name; false when another account took it in the meantime. The update is
 * its own savepoint, so the refusal leaves a caller's transaction usable.
 */
export async function renameUser(db: Database, userId: number, username: string) {
  try {
    await db.transaction((tx) => tx.update(users).set({ username }).where(eq(users.id, userId)));
    return true;
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) return false;
    throw error;
  }
}
