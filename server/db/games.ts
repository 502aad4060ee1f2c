import { and, asc, desc, eq, isNotNull, lt, lte } from 'drizzle-orm';
import type { ReplayEvent } from '../../shared/engine/events';
import type { GameState } from '../../shared/engine/types';
import type { Database } from './client';
import { gameEvents, games, gameSeats } from './schema';

export type GameRow = typeof games.$inferSelect;

export interface StoredGame {
  id: number;
  mapId: number;
  password: string;
  creatorId: number | null;
  state: GameState;
  version: number;
  actionVersions: Record<string, number>;
}

function toStored(row: GameRow): StoredGame {
  return {
    id: row.id,
    mapId: row.mapId,
    password: row.password,
    creatorId: row.creatorId,
    state: row.state as GameState,
    version: row.version,
    actionVersions: row.actionVersions as Record<string, number>,
  };
}

export async function loadGame(db: Database, id: number): Promise<StoredGame | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return row ? toStored(row) : undefined;
}

/** The replay's starting point, or undefined before the game started. */
export async function loadStartState(db: Database, id: number): Promise<unknown> {
  const [row] = await db
    .select({ startState: games.startState })
    .from(games)
    .where(eq(games.id, id));
  return row?.startState ?? undefined;
}

/** Inserts a new game in its initial state; returns its id. */
export async function insertGame(
  db: Database,
  game: {
    creatorId: number | null;
    mapId: number;
    password: string;
    state: GameState;
    nextDeadline: Date | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(games)
    .values({
      creatorId: game.creatorId,
      mapId: game.mapId,
      status: game.state.status,
      options: game.state.options,
      password: game.password,
      state: game.state,
      version: game.state.version,
      nextDeadline: game.nextDeadline,
    })
    .returning({ id: games.id });
  if (!row) throw new Error('game insert returned nothing');
  return row.id;
}

export interface SeatRow {
  userId: number;
  playerId: number;
  color: number;
  team: number;
  alive: boolean;
  onTurn: boolean;
}

export interface CommitInput {
  gameId: number;
  /** The version the new state was computed from: the write fails if another writer got there first. */
  previousVersion: number;
  state: GameState;
  events: ReplayEvent[];
  actionVersions: Record<string, number>;
  nextDeadline: Date | null;
  /** The seats after the action, or null when they did not change (most actions). */
  seats: SeatRow[] | null;
  /** Sequence number of the first new event (the writer knows the log's length). */
  firstSeq: number;
  now: Date;
  /** Set by the action that starts the game: the replay's starting point. */
  startState?: unknown;
  /** Runs inside the same transaction (notifications, tokens, ratings). */
  extra?: (tx: Database) => Promise<void>;
}

/**
 * Commits one accepted action: the new state, its events and the seat list, atomically.
 * Returns false (and writes nothing) when the stored version is not `previousVersion`.
 */
export async function commitAction(db: Database, input: CommitInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { state } = input;
    const updated = await tx
      .update(games)
      .set({
        state,
        version: state.version,
        status: state.status,
        actionVersions: input.actionVersions,
        nextDeadline: input.nextDeadline,
        ...(input.startState
          ? { startState: input.startState, startedAt: new Date(state.started_at) }
          : {}),
        ...(state.status === 3 ? { endedAt: input.now } : {}),
      })
      .where(and(eq(games.id, input.gameId), eq(games.version, input.previousVersion)))
      .returning({ id: games.id });
    if (updated.length === 0) return false;
    if (input.events.length > 0) {
      await tx.insert(gameEvents).values(
        input.events.map((event, index) => ({
          gameId: input.gameId,
          seq: input.firstSeq + index,
          version: state.version,
          type: event.type,
          playerId: event.player_id,
          param1: event.param1,
          param2: event.param2,
          param3: event.param3,
          param4: event.param4,
          at: input.now,
        })),
      );
    }
    if (input.seats) {
      await tx.delete(gameSeats).where(eq(gameSeats.gameId, input.gameId));
      if (input.seats.length > 0) {
        await tx
          .insert(gameSeats)
          .values(input.seats.map((seat) => ({ gameId: input.gameId, ...seat })));
      }
    }
    await input.extra?.(tx as unknown as Database);
    return true;
  });
}

export interface StoredEvent extends ReplayEvent {
  seq: number;
  version: number;
  at: Date;
}

/** Events of a game in order; `before` pages backwards from a sequence number. */
export async function loadEvents(
  db: Database,
  gameId: number,
  options: { before?: number; limit?: number } = {},
): Promise<StoredEvent[]> {
  const conditions = [eq(gameEvents.gameId, gameId)];
  if (options.before !== undefined) conditions.push(lt(gameEvents.seq, options.before));
  const query = db
    .select()
    .from(gameEvents)
    .where(and(...conditions))
    .orderBy(options.limit ? desc(gameEvents.seq) : asc(gameEvents.seq));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  if (options.limit) rows.reverse();
  return rows.map((row) => ({
    seq: row.seq,
    version: row.version,
    at: row.at,
    type: row.type as ReplayEvent['type'],
    player_id: row.playerId,
    param1: row.param1,
    param2: row.param2,
    param3: row.param3,
    param4: row.param4,
  }));
}

/** Games with something due by `now` (turn expiry, autokick), oldest first. */
export async function dueGames(db: Database, now: Date, limit = 50): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(isNotNull(games.nextDeadline), lte(games.nextDeadline, now)))
    .orderBy(asc(games.nextDeadline))
    .limit(limit);
  return rows.map((row) => row.id);
}
