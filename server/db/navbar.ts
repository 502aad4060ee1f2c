import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { isLiveGame } from './gameOptionsSql';
import { gameSeats, games, notifications } from './schema';

export interface NavbarCounts {
  numTurns: number;
  numPendingLiveGames: number;
  numPendingLongTermGames: number;
}

/** Games where it is the user's turn, and the user's pre-game games split into live and long-term. */
export async function navbarCounts(db: Database, userId: number): Promise<NavbarCounts> {
  const live = isLiveGame;
  const [row] = await db
    .select({
      numTurns: sql<number>`count(*) filter (where ${games.status} = 2 and ${gameSeats.onTurn})::int`,
      numPendingLiveGames: sql<number>`count(*) filter (where ${games.status} = 1 and ${live})::int`,
      numPendingLongTermGames: sql<number>`count(*) filter (where ${games.status} = 1 and not ${live})::int`,
    })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(eq(gameSeats.userId, userId));
  return {
    numTurns: row?.numTurns ?? 0,
    numPendingLiveGames: row?.numPendingLiveGames ?? 0,
    numPendingLongTermGames: row?.numPendingLongTermGames ?? 0,
  };
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification with a timeout of 0 or more seconds is over once that many seconds have passed. */
const timedOut = (now: Date) =>
  and(
    sql`${notifications.timeout} >= 0`,
    lt(sql`${notifications.createdAt} + make_interval(secs => ${notifications.timeout})`, now),
  );

/**
 * A "your turn" notification is over once it no longer holds: the user's seat is not on turn in
 * that running game, or a newer one says the same about the same game (one per game, never five).
 */
const turnOver = and(
  eq(notifications.kind, 'your-turn'),
  sql`(
    NOT EXISTS (
      SELECT 1 FROM ${gameSeats} JOIN ${games} ON ${games.id} = ${gameSeats.gameId}
      WHERE ${gameSeats.gameId} = ${notifications.gameId}
        AND ${gameSeats.userId} = ${notifications.userId}
        AND ${gameSeats.onTurn} AND ${games.status} = 2
    ) OR EXISTS (
      SELECT 1 FROM ${notifications} AS newer
      WHERE newer.user_id = ${notifications.userId} AND newer.kind = 'your-turn'
        AND newer.game_id = ${notifications.gameId} AND newer.id > ${notifications.id}
    )
  )`,
);

/** The user's notifications, oldest first, after dropping those that timed out or no longer hold. */
export async function activeNotifications(
  db: Database,
  userId: number,
  now: Date,
): Promise<NotificationRow[]> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), or(timedOut(now), turnOver)));
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Removes one of the user's notifications; false when the user has no such notification. */
export async function removeNotification(
  db: Database,
  userId: number,
  notificationId: number,
): Promise<boolean> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return removed.length > 0;
}

/** A notification from staff (not about a game). */
export async function insertStaffNotification(
  db: Database,
  note: { userId: number; text: string; timeout: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: note.userId,
      kind: 'staff',
      text: note.text,
      timeout: note.timeout,
      createdAt: note.at,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
