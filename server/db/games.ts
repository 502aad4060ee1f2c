import { and, asc, desc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { ReplayEvent } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import { readStoredState } from '../../shared/engine';
import type { Database } from './client';
import type { NewNotification } from './notifications';
import { runStatement, statement, type Statement } from './statement';
import { gameEvents, games } from './schema';
import { EVENT_TYPES, GAME_STATUSES } from '../../shared/engine';
import { hasComputers, NO_COMPUTERS, type ComputerSettings } from '../../shared/protocol/computers';

export type GameRow = typeof games.$inferSelect;

export interface StoredGame {
  id: number;
  mapId: number;
  password: string;
  creatorId: number | null;
  state: GameState;
  version: number;
  actionVersions: Record<string, number>;
  /** The creator's computer-player settings. */
  computers: ComputerSettings;
}

function toStored(row: GameRow): StoredGame {
  return {
    id: row.id,
    mapId: row.mapId,
    password: row.password,
    creatorId: row.creatorId,
    state: readStoredState(row.state),
    version: row.version,
    actionVersions: row.actionVersions as Record<string, number>,
    // Written only by createGameFor from a checked form.
    computers: (row.computers as ComputerSettings | null) ?? NO_COMPUTERS,
  };
}

export async function loadGame(db: Database, id: number): Promise<StoredGame | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return row ? toStored(row) : undefined;
}

/** The map game `id` is played on (undefined: no such game). */
export async function mapOfGame(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ mapId: games.mapId })
    .from(games)
    .where(eq(games.id, id))
    .limit(1);
  return row?.mapId;
}

/** The id of the rematch of game `id`, if one was created. */
export async function findRematch(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.rematchOf, id))
    .limit(1);
  return row?.id;
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
    /** The creator's computer-player settings; none when left out. */
    computers?: ComputerSettings;
    /** The finished game this one is the rematch of. */
    rematchOf?: number;
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
      computers: game.computers && hasComputers(game.computers) ? game.computers : null,
      rematchOf: game.rematchOf ?? null,
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
  notifications: readonly NewNotification[];
  /** Sequence number of the first new event (the writer knows the log's length). */
  firstSeq: number;
  now: Date;
  /** Set by the action that starts the game: the replay's starting point. */
  startState?: unknown;
  /** Writes that must read or check first (tokens, ratings): then the commit is a transaction. */
  alsoInTransaction?: (tx: Database) => Promise<void>;
}

/**
 * Commits one accepted action: the new state, its events, seats and notifications, atomically.
 * Returns false (and writes nothing) when the stored version is not `previousVersion`.
 */
export async function commitAction(db: Database, input: CommitInput): Promise<boolean> {
  const { alsoInTransaction } = input;
  if (!alsoInTransaction) return writeAction(db, input);
  return db.transaction(async (tx) => {
    if (!(await writeAction(tx as unknown as Database, input))) return false;
    await alsoInTransaction(tx as unknown as Database);
    return true;
  });
}

/**
 * Everything an action changes, as one statement: atomic on its own, and on the embedded
 * database a fraction of the work of a transaction of several (each statement there costs a
 * parse, a plan and a trip to its thread). Every part hangs off `updated`, so a stale version
 * writes nothing at all.
 */
async function writeAction(db: Database, input: CommitInput): Promise<boolean> {
  const rows = await runStatement<{ updated: number }>(db, commitStatement(input));
  return rows[0]?.updated === 1;
}

function commitStatement(input: CommitInput): Statement {
  const { state, seats, notifications } = input;
  const events = input.events.map((event, index) => ({ ...event, seq: input.firstSeq + index }));
  const now = input.now.toISOString();
  return statement((param) => {
    // Written once and used wherever they appear.
    const version = param(state.version);
    const at = param(now, '::timestamptz');
    const started = input.startState
      ? `, start_state = ${param(JSON.stringify(input.startState), '::json')},
        started_at = ${param(new Date(state.started_at).toISOString(), '::timestamptz')}`
      : '';
    const gameEnded = state.status === GAME_STATUSES.ended;
    const ended = gameEnded ? `, ended_at = ${at}` : '';
    const updated = `updated AS (
      UPDATE games
      SET state = ${param(JSON.stringify(state), '::json')}, version = ${version},
        status = ${param(state.status)},
        action_versions = ${param(JSON.stringify(input.actionVersions), '::json')},
        next_deadline = ${param(input.nextDeadline?.toISOString() ?? null, '::timestamptz')}${started}${ended}
      WHERE id = ${param(input.gameId)} AND version = ${param(input.previousVersion)}
      RETURNING id
    )`;
    const appended = `appended AS (
      INSERT INTO game_events
        (game_id, seq, version, type, player_id, param1, param2, param3, param4, at)
      SELECT updated.id, e.seq, ${version}, e.type, e.player_id,
        e.param1, e.param2, e.param3, e.param4, ${at}
      FROM updated, json_to_recordset(${param(JSON.stringify(events), '::json')}) AS e(
        seq int, type int, player_id int, param1 int, param2 int, param3 int, param4 int)
    )`;
    const seatWrites = seats
      ? `, seats_left AS (
        DELETE FROM game_seats
        WHERE game_id = (SELECT id FROM updated)
          AND user_id <> ALL(${param(`{${seats.map((seat) => seat.userId).join(',')}}`, '::int[]')})
      ), seats_kept AS (
        INSERT INTO game_seats (game_id, user_id, player_id, color, team, alive, on_turn, ended)
        SELECT updated.id, s."userId", s."playerId", s.color, s.team, s.alive, s."onTurn",
          ${gameEnded}
        FROM updated, json_to_recordset(${param(JSON.stringify(seats), '::json')}) AS s(
          "userId" int, "playerId" int, color int, team int, alive boolean, "onTurn" boolean)
        ON CONFLICT (game_id, user_id) DO UPDATE SET player_id = excluded.player_id,
          color = excluded.color, team = excluded.team, alive = excluded.alive,
          on_turn = excluded.on_turn, ended = excluded.ended
      )`
      : // The seats' copy of the status (the current games read it). Apart from seats_kept:
        // one statement may not change a row twice.
        gameEnded
        ? `, seats_ended AS (
        UPDATE game_seats SET ended = true WHERE game_id = (SELECT id FROM updated) AND NOT ended
      )`
        : '';
    const notified =
      notifications.length > 0
        ? `, notified AS (
          INSERT INTO notifications (user_id, kind, game_id, text, timeout, created_at)
          SELECT n."userId", n.kind, updated.id, n.text, n.timeout, ${at}
          FROM updated, json_to_recordset(${param(JSON.stringify(notifications), '::json')}) AS n(
            "userId" int, kind text, text text, timeout int)
        )`
        : '';
    return `WITH ${updated}, ${appended}${seatWrites}${notified}
    SELECT count(*)::int AS updated FROM updated`;
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
export async function dueGames(
  db: Database,
  now: Date,
  limit = 50,
): Promise<{ gameId: number; deadline: Date }[]> {
  const rows = await db
    .select({ gameId: games.id, deadline: games.nextDeadline })
    .from(games)
    .where(and(isNotNull(games.nextDeadline), lte(games.nextDeadline, now)))
    .orderBy(asc(games.nextDeadline))
    .limit(limit);
  return rows.map((row) => ({ gameId: row.gameId, deadline: row.deadline! }));
}

/** Turns each seat of game `gameId` missed (its turn ended by the clock), by player id. */
export async function missedTurnsBySeat(
  db: Database,
  gameId: number,
): Promise<Map<number, number>> {
  const missed = await db
    .select({ playerId: gameEvents.playerId, count: sql<number>`count(*)::int` })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, gameId),
        eq(gameEvents.type, EVENT_TYPES.TURN_END),
        eq(gameEvents.param1, 1),
      ),
    )
    .groupBy(gameEvents.playerId);
  return new Map(missed.map((row) => [row.playerId, row.count]));
}
