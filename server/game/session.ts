import { apply } from '../../shared/engine';
import { playbackStateOf } from '../../shared/engine';
import { nextDeadline } from '../../shared/engine';
import { playerIdOfUser } from '../../shared/engine';
import type { Action, GameState, StaffAction } from '../../shared/engine';
import { nextComputerStep } from './computerPlan';
import type { GameMap } from '../../shared/maps/types';
import type { SessionUser } from '../../shared/protocol/account';
import type { EngineCall } from '../../shared/protocol/play';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  commitAction,
  loadEvents,
  loadGame,
  loadStartState,
  type SeatRow,
  type StoredGame,
} from '../db/games';
import { usernamesOf } from '../db/users';
import { toEngineAction } from './actions';
import { settleGameEnd } from './endOfGame';
import { ratingsChanged } from '../players/keptReads';
import { recordFinishedGame } from '../players/record';
import { callError, type CallError } from './errors';
import { activeGamesRefusal } from './activeGames';
import { applyTokenMoves, checkJoin, TokenShortage, tokenMoves, type TokenMove } from './joining';
import { notificationsFor, pushNotifications } from './notifications';
import { GAME_STATUSES, isFogged, type PlaybackState } from '../../shared/engine';
import { LogTail, loggedAction, loggedActions, type LoggedAction } from './logTail';
import { SerialQueue } from './serialQueue';

/** The actions by which computer players take and leave seats (server/game/computerSeats.ts). */
export type ComputerSeatAction = Extract<Action, { type: 'join' | 'leave' | 'replace-seat' }>;

/** Lines kept in memory for update-state's log tail. */
const RECENT_EVENTS = 200;

/**
 * What one committed action changed: the single writer's result. The room publishes it (the
 * patch, each seat's lines) and the caller's reply is read from it, never from the session again:
 * by then the game may have moved on.
 */
export interface Committed {
  readonly action: Action;
  readonly before: GameState;
  /** The game after the action; `after.version` is its new version. */
  readonly after: GameState;
  /** The action's lines, as written and as each seat saw them. */
  readonly logged: LoggedAction;
  /** update-state's log tail as it stood after the action. */
  readonly log: LogTail;
}

/** A call to the writer: committed (durably, before anyone hears of it), or refused. */
export type Outcome = { ok: true; change: Committed } | { ok: false; error: CallError };

/** An outcome as it crosses processes (remoteRoomCall): the new version, not the states. */
export type CallResult = { ok: true; version: number } | { ok: false; error: CallError };

/**
 * One game's single writer: validates a call against the caller's seat, applies it with the
 * engine, commits the new state and its events in one transaction, and only then returns what
 * changed (`Committed`) to its caller, which publishes it. Calls run one at a time, in arrival
 * order. It knows nothing of rooms or transports.
 */
export class GameSession {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly context: AppContext,
    public game: StoredGame,
    readonly map: GameMap,
    readonly usernames: Map<number, string>,
    /** The log's last lines as each viewer saw them (update-state's tail), as of `state`. */
    public log: LogTail,
    private lastSeq: number,
  ) {}

  /** Loads a game and what it needs; undefined when there is no such game (or its map is gone). */
  static async load(context: AppContext, gameId: number): Promise<GameSession | undefined> {
    const game = await loadGame(context.db, gameId);
    const map = game && context.maps.get(game.mapId);
    if (!game || !map) return undefined;
    const usernames = await usernamesOf(
      context.db,
      game.state.players.map((p) => p.user_id),
    );
    // Under fog each line is masked as its viewers saw it then: the walk needs the whole game.
    const fogged = isFogged(game.state);
    const events = await loadEvents(context.db, gameId, fogged ? {} : { limit: RECENT_EVENTS });
    const start = fogged
      ? ((await loadStartState(context.db, gameId)) as PlaybackState | undefined)
      : undefined;
    const actions = loggedActions({
      start,
      events,
      state: game.state,
      map,
      from: events.length - RECENT_EVENTS,
    });
    const log = LogTail.of(RECENT_EVENTS, actions);
    return new GameSession(context, game, map, usernames, log, events.at(-1)?.seq ?? 0);
  }

  get id(): number {
    return this.game.id;
  }

  get state(): GameState {
    return this.game.state;
  }

  /** Runs `task` after every call before it has finished. */
  serialize<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /** A player's call that changes the game. */
  /** `alsoInTransaction` runs inside the commit (e.g. spending what the call costs the account). */
  perform(
    user: SessionUser | null,
    call: EngineCall,
    lastUpdate?: number,
    alsoInTransaction?: (tx: Database) => Promise<void>,
  ) {
    return this.serialize(async (): Promise<Outcome> => {
      if (!user) return { ok: false, error: callError('guest') };
      const key = String(user.id);
      // A version older than the caller's own last action (a duplicate), or one the game has
      // not reached (a made-up one), is refused alike.
      const stale =
        lastUpdate !== undefined &&
        (lastUpdate > this.state.version || lastUpdate < (this.game.actionVersions[key] ?? 0));
      if (stale) {
        return { ok: false, error: callError('staleUpdate') };
      }
      const now = this.context.now().getTime();
      const playerId = playerIdOfUser(this.state, user.id);
      if (call.action === 'join-game') {
        const refused =
          checkJoin(this.game, this.map, user, call) ??
          (await activeGamesRefusal(this.context.db, user));
        if (refused) return { ok: false, error: refused };
      }
      const action = toEngineAction(call, { userId: user.id, playerId, rating: user.rating }, now);
      return this.commit(action, now, { [key]: this.state.version + 1 }, user, alsoInTransaction);
    });
  }

  /** The server's own timer: applies whatever is due now; undefined when nothing was. */
  tick(): Promise<Committed | undefined> {
    return this.serialize(async () => {
      const result = await this.commit({ type: 'tick' }, this.context.now().getTime(), {});
      return result.ok ? result.change : undefined;
    });
  }

  /**
   * A computer seat changing hands (joining, leaving before the start, taking over a seat):
   * committed like any action; `account` is the computer's, when it is new here.
   */
  applyComputerAction(action: ComputerSeatAction, account?: SessionUser): Promise<Outcome> {
    return this.serialize(() => this.commit(action, this.context.now().getTime(), {}, account));
  }

  /** The seat asked the coach: recorded in the game (its info and replay show it). */
  recordCoach(playerId: number): Promise<Outcome> {
    return this.serialize(() =>
      this.commit({ type: 'coach-used', player_id: playerId }, this.context.now().getTime(), {}),
    );
  }

  /**
   * A moderator's change (set-status, set-timer): committed like any action;
   * `audit` writes its audit row inside the commit, so the change and the row are both or neither.
   */
  applyStaffAction(action: StaffAction, audit: StateWrite): Promise<Outcome> {
    return this.serialize(() =>
      this.commit(action, this.context.now().getTime(), {}, undefined, audit),
    );
  }

  /** Re-reads the game after another writer changed it (should not happen with the lease held). */
  async reload(): Promise<void> {
    const fresh = await loadGame(this.context.db, this.id);
    if (fresh) this.game = fresh;
  }

  private async commit(
    action: Action,
    now: number,
    versions: Record<string, number>,
    actor?: SessionUser,
    alsoInTransaction?: StateWrite,
  ): Promise<Outcome> {
    const before = this.state;
    const applied = apply(before, action, { map: this.map, now });
    if (!applied.ok) return { ok: false, error: applied.error };
    const after = applied.state;
    const actionVersions = { ...this.game.actionVersions, ...versions };
    const deadline = earliest(
      nextDeadline(after),
      nextComputerStep(
        after,
        this.game.computers,
        this.id,
        now,
        this.context.config.computerDelayMs,
      )?.at,
    );
    const notifications = notificationsFor(this.id, before, after, action);
    const tokens = tokenMoves(this.map, before, after);
    const ended = before.status !== GAME_STATUSES.ended && after.status === GAME_STATUSES.ended;
    let committed: boolean;
    try {
      committed = await commitAction(this.context.db, {
        gameId: this.id,
        previousVersion: this.game.version,
        state: after,
        events: applied.events,
        actionVersions,
        nextDeadline: deadline === null ? null : new Date(deadline),
        seats: changedSeats(before, after),
        ...(before.status === GAME_STATUSES.pregame && after.status === GAME_STATUSES.running
          ? { startState: playbackStateOf(after, 0) }
          : {}),
        firstSeq: this.lastSeq + 1,
        now: new Date(now),
        notifications,
        alsoInTransaction: checkedWrites(
          tokens,
          ended ? { id: this.id, state: after } : undefined,
          alsoInTransaction && ((tx) => alsoInTransaction(tx, { before, after })),
        ),
      });
    } catch (error) {
      if (error instanceof TokenShortage) return { ok: false, error: callError('notEnoughTokens') };
      throw error;
    }
    if (!committed) {
      await this.reload();
      return { ok: false, error: callError('conflict') };
    }
    pushNotifications(this.context, notifications);
    // Tokens and ratings are part of a signed-in user's session: theirs are looked up afresh.
    const accountsChanged = new Set([
      ...tokens.map((move) => move.userId),
      ...(ended ? after.players.map((p) => p.user_id) : []),
    ]);
    for (const userId of accountsChanged) this.context.sessions.forgetUser(userId);
    // Committed: the players' home brings this game's players into what it keeps.
    if (ended) ratingsChanged(after.players.map((p) => p.user_id));
    const firstSeq = this.lastSeq + 1;
    this.lastSeq += applied.events.length;
    const stored = applied.events.map((event, i) => ({
      ...event,
      seq: firstSeq + i,
      version: after.version,
      at: new Date(now),
    }));
    const logged = loggedAction(before, after, this.map, stored);
    this.log = this.log.with(logged);
    this.game = { ...this.game, state: after, version: after.version, actionVersions };
    if (actor) this.usernames.set(actor.id, actor.username);
    return { ok: true, change: { action, before, after, logged, log: this.log } };
  }
}

/** A write in an action's commit that needs the game before and after it (an audit row). */
export type StateWrite = (
  tx: Database,
  change: { before: GameState; after: GameState },
) => Promise<void>;

/**
 * The writes of an action that must read or check first (token payments, ratings, the caller's
 * own), as one step of its transaction; undefined when there are none, as for almost every
 * action in play, which lets the commit be a single statement.
 */
function checkedWrites(
  tokens: TokenMove[],
  ended: { id: number; state: GameState } | undefined,
  caller: ((tx: Database) => Promise<void>) | undefined,
): ((tx: Database) => Promise<void>) | undefined {
  if (tokens.length === 0 && !ended && !caller) return undefined;
  return async (tx) => {
    await applyTokenMoves(tx, tokens);
    if (ended) {
      await settleGameEnd(tx, ended.id, ended.state);
      await recordFinishedGame(tx, ended.id, ended.state);
    }
    await caller?.(tx);
  };
}

/** The earlier of two deadlines; null when neither is set. */
function earliest(a: number | null, b: number | undefined): number | null {
  if (b === undefined) return a;
  return a === null ? b : Math.min(a, b);
}

function seatRows(state: GameState): SeatRow[] {
  return state.players.map((p) => ({
    userId: p.user_id,
    playerId: p.player_id,
    color: p.color,
    team: p.team,
    alive: p.alive,
    onTurn: state.turns.some((t) => t.player_id === p.player_id),
  }));
}

/** The seat rows to store, or null when the action left them as they were (most actions). */
function changedSeats(before: GameState, after: GameState): SeatRow[] | null {
  const rows = seatRows(after);
  const was = seatRows(before);
  const same =
    rows.length === was.length &&
    rows.every((row, i) => {
      const old = was[i]!;
      return (Object.keys(row) as (keyof SeatRow)[]).every((key) => row[key] === old[key]);
    });
  return same ? null : rows;
}
