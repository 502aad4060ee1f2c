import { and, asc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import { normalizeUsername, type Role, type SessionUser } from '../../shared/protocol/account';
import type { Database } from './client';
import { GAME_STATUSES } from '../../shared/engine/options';
import { games, gameSeats, users } from './schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The public face of a user row, as sessions and the client see it. `permissions` come from the
 * permission cache (server/staff/permissions); callers that check none may leave them out.
 */
export function toSessionUser(row: UserRow, permissions: readonly string[] = []): SessionUser {
  return {
    id: row.id,
    username: row.username,
    roles: row.roles as Role[],
    tokens: row.tokens,
    rating: row.rating,
    permissions: [...permissions],
  };
}

export async function findUserByName(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether the user had a seat in a game that has ended. */
export async function hasFinishedGame(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ gameId: gameSeats.gameId })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(and(eq(gameSeats.userId, userId), eq(games.status, GAME_STATUSES.ended)))
    .limit(1);
  return row !== undefined;
}

export async function isUsernameTaken(db: Database, typed: string): Promise<boolean> {
  return (await findUserByName(db, normalizeUsername(typed))) !== undefined;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  roles?: Role[];
}

/** Inserts a user; undefined when the name is taken (also when a concurrent insert won the race). */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({ ...user, roles: user.roles ?? ['player'] })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** Marks users as seen at `at` (the online list reads last_active_at). */
export async function touchUsers(db: Database, ids: readonly number[], at: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: at })
    .where(inArray(users.id, [...ids]));
}

export interface NameQuery {
  /** Prefix of the username, case-insensitive. */
  prefix?: string;
  /** Only users active since this time. */
  activeSince?: Date;
  limit: number;
}

/** Usernames for the typeahead, alphabetical. */
export async function searchUsernames(db: Database, query: NameQuery): Promise<string[]> {
  // Computer players' accounts are no one to invite or message.
  const conditions = [eq(users.isComputer, false)];
  if (query.prefix) conditions.push(ilike(users.username, `${escapeLike(query.prefix)}%`));
  if (query.activeSince) conditions.push(gt(users.lastActiveAt, query.activeSince));
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(query.limit);
  return rows.map((row) => row.username);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** Ratings by user id, for the given ids. */
export async function ratingsOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, rating: users.rating })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.rating]));
}

/** Usernames by user id, for the given ids. */
export async function usernamesOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
}
