import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from './client';
import { chatLines, gameSeats, games, users } from './schema';

/** A chat line with its author's name, as stored. */
export interface StoredChatLine {
  id: number;
  channel: string;
  userId: number;
  username: string;
  body: string;
  revision: number;
  deleted: boolean;
  createdAt: Date;
}

const lineColumns = {
  id: chatLines.id,
  channel: chatLines.channel,
  userId: chatLines.userId,
  username: users.username,
  body: chatLines.body,
  revision: chatLines.revision,
  deletedAt: chatLines.deletedAt,
  createdAt: chatLines.createdAt,
};

type LineRow = { deletedAt: Date | null } & Omit<StoredChatLine, 'deleted'>;
const toStored = ({ deletedAt, ...row }: LineRow): StoredChatLine => ({
  ...row,
  deleted: deletedAt !== null,
});

export interface NewChatLine {
  channel: string;
  gameId: number | undefined;
  userId: number;
  body: string;
  at: Date;
}

export async function insertChatLine(db: Database, line: NewChatLine): Promise<StoredChatLine> {
  const [inserted] = await db
    .insert(chatLines)
    .values({
      channel: line.channel,
      gameId: line.gameId ?? null,
      userId: line.userId,
      body: line.body,
      createdAt: line.at,
    })
    .returning({ id: chatLines.id });
  return (await findChatLine(db, inserted!.id))!;
}

export async function findChatLine(db: Database, id: number): Promise<StoredChatLine | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(chatLines)
    .innerJoin(users, eq(users.id, chatLines.userId))
    .where(eq(chatLines.id, id));
  return row ? toStored(row) : undefined;
}

/**
 * Lines of a channel changed after `revision`, oldest first; with revision 0, the last `backlog`
 * lines. Deleted lines come only with `includeDeleted` or when they changed since `revision`
 * (so a poller that already holds them learns to drop them).
 */
export async function chatLinesSince(
  db: Database,
  channel: string,
  revision: number,
  backlog: number,
  includeDeleted: boolean,
): Promise<StoredChatLine[]> {
  const conditions = [eq(chatLines.channel, channel)];
  if (revision > 0) conditions.push(gt(chatLines.revision, revision));
  else if (!includeDeleted) conditions.push(isNull(chatLines.deletedAt));
  const rows = await db
    .select(lineColumns)
    .from(chatLines)
    .innerJoin(users, eq(users.id, chatLines.userId))
    .where(and(...conditions))
    .orderBy(desc(chatLines.revision))
    .limit(backlog);
  return rows.reverse().map(toStored);
}

/** Marks a line deleted (by a moderator) or restores it, with a new revision; undefined if no such line. */
export async function setChatLineDeleted(
  db: Database,
  id: number,
  deleted: { by: number; at: Date } | null,
): Promise<StoredChatLine | undefined> {
  const updated = await db
    .update(chatLines)
    .set({
      deletedAt: deleted?.at ?? null,
      deletedBy: deleted?.by ?? null,
      revision: sql`nextval('chat_revisions')`,
    })
    .where(eq(chatLines.id, id))
    .returning({ id: chatLines.id });
  return updated.length > 0 ? findChatLine(db, id) : undefined;
}

/** What chat access needs to know of a game and the viewer's seat in it; undefined: no such game. */
export async function chatGameOf(
  db: Database,
  gameId: number,
  userId: number,
): Promise<{ status: number; teams: boolean; team: number | undefined } | undefined> {
  const [game] = await db
    .select({
      status: games.status,
      playersPerTeam: sql<number>`(${games.options}->>'players_per_team')::int`,
    })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game) return undefined;
  const [seat] =
    userId > 0
      ? await db
          .select({ team: gameSeats.team })
          .from(gameSeats)
          .where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.userId, userId)))
      : [];
  return { status: game.status, teams: game.playersPerTeam > 1, team: seat?.team };
}
