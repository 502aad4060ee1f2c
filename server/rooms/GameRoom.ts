import {
  Room,
  SchemaSerializer,
  ServerError,
  type AuthContext,
  type Client,
  type Serializer,
} from '@colyseus/core';
import { isDatabaseUnavailable } from '../db/errors';
import { nextDeadline, seatOf, sightOf, type GameState, type Sight } from '../../shared/engine';
import { PLAY_ACTION_NAMES } from '../../shared/protocol/playCalls';
import type { SessionUser } from '../../shared/protocol/account';
import { handlePlayCall, type CallReply } from '../game/calls';
import { announceGameChanged } from './gameFeed';
import { ComputerSeats } from '../game/computerSeats';
import { GameSession, type CallResult, type Committed } from '../game/session';
import { ComputerTurns } from './computerTurns';
import { linesSeenBy } from '../game/logTail';
import type { StaffAction } from '../../shared/engine';
import { AccountWatches, isShutOut } from './accountWatch';
import { authenticate, type RoomAuth } from './auth';
import { GameRoomState, type GameRoomStateType } from '../../shared/protocol/gameSchema';
import { mirrorGame } from './mirror';
import { GameRoomSerializer } from './roomSerializer';
import { markLive } from './liveGames';
import { tickWithOtherRooms } from './roomClocks';
import { roomContext } from './roomContext';
import { ClientView } from './views';
import { WATCHERS_MESSAGE, watcherCount, watchersOf } from '../../shared/protocol/watchers';
import { gameStaffAudit, type GameStaffActor } from '../staff/modpanel/gameAudit';

export const GAME_ROOM = 'game';
/** The room of game N has this id everywhere in the cluster. */
export const gameRoomId = (gameId: number) => `game-${gameId}`;

/** The answer to an action while the database cannot be reached. */
// Not "nothing was changed": a connection lost after the commit reached the database leaves that
// unknown. Sending the action again is safe either way (its last_update makes it apply once).
export const DATABASE_AWAY_TEXT =
  "The game's database is not answering, so this action could not be confirmed. Try again in a moment: an action that was saved after all is not applied twice.";

/** How long a turn timer that failed waits before it is tried again. */
const TIMER_RETRY_MS = 1_000;
/** How often an idle room checks whether to dispose itself. */
const IDLE_CHECK_MS = 10_000;
/** How long a dropped client's seat in the room waits for it (a phone asleep, a network switch). */
const RECONNECT_SECONDS = 60;
/** A room nobody watches is disposed after this; timers then come from the sweeper. */
const IDLE_DISPOSE_MS = 60_000;

/** The answer to a call while the database cannot be reached: not confirmed, safe to send again. */
export const DATABASE_AWAY: CallReply = {
  status: 503,
  body: { success: false, error: DATABASE_AWAY_TEXT, code: 'databaseAway' },
};
const GAME_MOVED_TEXT =
  'The game moved to another server while this call was in flight. Send it again.';
/** The answer to a call the game's writer may not have settled (it moved): the caller sends it again. */
export const GAME_MOVED: CallReply = {
  status: 503,
  body: { success: false, error: GAME_MOVED_TEXT, code: 'gameMoved' },
};

interface CreateOptions {
  gameId: number;
}

/**
 * One game's live room: a thin adapter from WebSocket messages and remote calls to the game's
 * session. Every path that changes the game (a call, the timer, a computer's step, a moderator)
 * gets back what the session committed and publishes it here: the schema state with per-client
 * views, each seat's log lines, the cluster's announcement.
 */
export class GameRoom extends Room<{
  state: GameRoomStateType;
  metadata: { watchers: number };
}> {
  override maxMessagesPerSecond = 30;
  /**
   * Patches go out as soon as a change is committed (publish); the interval is only a safety net.
   * The default 50 ms cost a thousand idle rooms a sixth of the main thread.
   */
  override patchRate = 1000;
  override state = new GameRoomState();
  private session!: GameSession;
  private computers: ComputerTurns | undefined;
  /** The game as the schema state shows it (publish never takes it back to an older version). */
  private mirrored: GameState | undefined;
  private gameId = 0;
  private readonly views = new Map<string, ClientView>();
  private readonly accounts = new AccountWatches();
  private idleSince = Date.now();
  /** Holds the game's lock and accepts actions (liveGames.ts); false once disposing or lock lost. */
  private live = false;
  private lockLost = false;
  /** Takes the room off this process's live list. */
  private unlist: (() => void) | undefined;
  /** Who watches (the room's clients without a seat), as last sent. */
  private watchers = '';
  /** Takes the room's clock off the shared ticker (roomClocks.ts). */
  private stopClock: (() => void) | undefined;

  /** Colyseus makes a SchemaSerializer for the state: this room's shares what it can (roomSerializer.ts). */
  override setSerializer(serializer: Serializer<GameRoomStateType>) {
    super.setSerializer(
      serializer instanceof SchemaSerializer
        ? new GameRoomSerializer<GameRoomStateType>()
        : serializer,
    );
  }

  override async onCreate(options: CreateOptions) {
    const context = roomContext();
    const gameId = Number(options.gameId);
    this.roomId = gameRoomId(gameId);
    this.autoDispose = false;
    if (!(await context.locks.tryLock(gameId)))
      throw new ServerError(409, 'This game is opening elsewhere. Try again.');
    this.gameId = gameId;
    // Listed from the moment the lock is held, so that losing it reaches the room while it loads.
    this.unlist = markLive(gameId, () => this.loseLock());
    const session = await this.load(gameId);
    this.session = session;
    this.computers = new ComputerTurns(
      gameId,
      new ComputerSeats(context, session),
      () => context.now().getTime(),
      (change) => this.publish(change),
    );
    this.live = true;
    this.mirror();
    this.scheduleTimer();
    // Computer players pick up where the game stands (after a restart, with nobody connected).
    this.computers.wake();
    // The room clock runs the turn timer and times maxMessagesPerSecond: it needs a tick of its
    // own now that patches no longer tick it every 50 ms (a clock stuck for a second counted a
    // second and more of messages as one, and closed busy clients).
    this.stopClock = tickWithOtherRooms(this.clock);
    this.clock.setInterval(() => this.disposeWhenIdle(), IDLE_CHECK_MS);
    this.onMessage('*', (client: Client, type: unknown) => {
      client.send('error', { success: false, error: `Unknown action: ${String(type)}.` });
    });
    for (const action of PLAY_ACTION_NAMES) {
      this.onMessage(action, async (client: Client, message: unknown) => {
        const auth = client.auth as RoomAuth;
        return (await this.call(auth.user, action, message, false)).body;
      });
    }
  }

  /** The game's session; on any failure the lock is let go (a discarded room is never disposed). */
  private async load(gameId: number): Promise<GameSession> {
    const context = roomContext();
    const giveUp = async (error: Error) => {
      this.unlist?.();
      await context.locks.unlock(gameId).catch(() => undefined);
      return error;
    };
    let session: GameSession | undefined;
    try {
      session = await GameSession.load(context, gameId);
    } catch (error) {
      throw await giveUp(error as Error);
    }
    if (!session) throw await giveUp(new ServerError(404, 'There is no such game.'));
    if (this.lockLost)
      throw await giveUp(Object.assign(new Error('the game lock was lost'), { code: '08006' }));
    return session;
  }

  override async onAuth(_client: Client, _options: unknown, auth: AuthContext): Promise<RoomAuth> {
    return authenticate(roomContext(), auth);
  }

  override onJoin(client: Client) {
    const auth = client.auth as RoomAuth;
    const clientView = new ClientView(auth.user?.id ?? 0);
    // Nobody watched: the schema state stood still while the game moved (see publish).
    if (this.views.size === 0) this.mirror();
    this.views.set(client.sessionId, clientView);
    client.view = clientView.view;
    this.syncView(clientView, this.mirrored ?? this.session.state, new Map());
    // The seat stays the account's; a ban or a sign-out closes the connection (its actions read
    // the user from client.auth, which the watch keeps current).
    this.accounts.add(client, () => undefined);
    if (!this.updateWatchers() && this.watchers)
      client.send(WATCHERS_MESSAGE, JSON.parse(this.watchers));
  }

  /**
   * Tells the room's clients who is watching, and the lobby how many (the room's listing), when
   * that changed; returns whether it did.
   */
  private updateWatchers(): boolean {
    if (!this.session) return false;
    const seated = new Set(this.session.state.players.map((player) => player.user_id));
    const connections = this.clients.map((client) => (client.auth as RoomAuth).user ?? null);
    const watchers = watchersOf(connections, seated);
    const text = JSON.stringify(watchers);
    if (text === this.watchers) return false;
    this.watchers = text;
    this.broadcast(WATCHERS_MESSAGE, watchers);
    void this.setMatchmaking({ metadata: { watchers: watcherCount(watchers) } }).catch(
      () => undefined,
    );
    return true;
  }

  /**
   * A dropped connection may come back with its view and session: the SDK reconnects by itself.
   * Not one closed for its account: it would come back with the rights it lost.
   */
  override onDrop(client: Client) {
    if (isShutOut(client)) return;
    this.allowReconnection(client, RECONNECT_SECONDS).catch(() => undefined);
  }

  override onLeave(client: Client) {
    this.accounts.remove(client);
    this.views.get(client.sessionId)?.dispose();
    this.views.delete(client.sessionId);
    if (this.clients.length === 0) this.idleSince = Date.now();
    this.updateWatchers();
  }

  override async onDispose() {
    await this.giveUpGame();
  }

  /**
   * The process is stopping (a deploy's SIGTERM): the game is given up at once, so that another
   * process opens it on the players' next call. Colyseus keeps a room with an unused seat
   * reservation until the reservation lapses (15 s), and the room held the game's lock with it.
   */
  override onBeforeShutdown() {
    this.giveUpGame().catch(() => undefined);
    super.onBeforeShutdown();
  }

  /** Stops the room's clocks and actions and lets go of the game's lock. */
  private async giveUpGame() {
    this.stopClock?.();
    this.stopAccepting();
    this.computers?.stop();
    if (this.gameId) await roomContext().locks.unlock(this.gameId);
  }

  override onUncaughtException(error: Error, methodName: string) {
    // A refusal (no such game) is answered to the client; only failures are worth a log line.
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    if (typeof code === 'number' && code >= 400 && code < 500) return;
    console.error(`game room ${this.roomId}: uncaught error in ${methodName}`, error);
  }

  /**
   * A play call from a WebSocket message or, through matchMaker.remoteRoomCall, from the HTTP
   * route on any process. `user` null is a guest.
   */
  async call(
    user: SessionUser | null,
    action: string,
    body: unknown,
    includeState: boolean,
  ): Promise<CallReply> {
    const context = roomContext();
    if (!this.live) return GAME_MOVED;
    this.idleSince = Date.now();
    const started = performance.now();
    try {
      const { reply, change } = await handlePlayCall(context, this.session, user, action, body, {
        includeState,
      });
      if (change) this.publish(change);
      const outcome = reply.status >= 500 ? 'failed' : reply.body.success ? 'accepted' : 'refused';
      context.metrics.recordCall(
        action,
        outcome,
        performance.now() - started,
        change !== undefined,
      );
      return reply;
    } catch (error) {
      context.metrics.recordCall(action, 'failed', performance.now() - started, false);
      console.error(`game room ${this.roomId}: ${action} failed`, error);
      // Nothing was committed, so nothing was acknowledged: the caller may send it again.
      if (isDatabaseUnavailable(error)) return DATABASE_AWAY;
      return {
        status: 500,
        body: { success: false, error: 'The server could not complete that action.' },
      };
    }
  }

  /** A moderator's change to the game (server/staff/modpanel/gameTools.ts, through remoteRoomCall). */
  async staffAction(action: StaffAction, actor: GameStaffActor): Promise<CallResult> {
    if (!this.live) return { ok: false, error: { code: 'gameMoved', message: GAME_MOVED_TEXT } };
    const outcome = await this.session.applyStaffAction(action, gameStaffAudit(actor, action));
    if (!outcome.ok) return outcome;
    this.publish(outcome.change);
    return { ok: true, version: outcome.change.after.version };
  }

  /** The server's timer (also reached from the sweeper through remoteRoomCall). */
  async tick(): Promise<boolean> {
    if (!this.live) return false;
    const change = await this.session.tick();
    if (change) this.publish(change);
    // The sweeper also calls when computer players are due: make sure they are on it.
    this.computers?.poke();
    return change !== undefined;
  }

  /** Publishes what the session committed, to this room's clients and the cluster. */
  private publish(change: Committed) {
    // A change is activity: a game computers play with nobody watching keeps its room.
    this.idleSince = Date.now();
    // The schema state is for the room's clients (a dropped one keeps its view until it is gone
    // for good): a game played only over HTTP does not keep it up to date, onJoin catches it up.
    // Changes arrive in commit order (each is published as soon as the session returns it); a
    // schema state is never taken back to an older version all the same.
    if (this.views.size > 0 && change.after.version > (this.mirrored?.version ?? -1)) {
      this.mirror(change.after);
      this.broadcastPatch();
    }
    announceGameChanged({
      gameId: this.session.id,
      status: change.after.status,
      version: change.after.version,
      userIds: [
        ...new Set([...change.before.players, ...change.after.players].map((p) => p.user_id)),
      ],
    });
    if (change.logged.lines.length > 0) this.sendEvents(change);
    // A watcher who took a seat plays now (and one who left it may watch on).
    this.updateWatchers();
    this.scheduleTimer();
    this.computers?.wake();
  }

  /** Each client gets the action's lines as its seat saw them (the session masked them once). */
  private sendEvents(change: Committed) {
    for (const client of this.clients) {
      const viewer = this.views.get(client.sessionId)?.viewer(change.after);
      if (viewer === undefined) continue;
      const lines = linesSeenBy(change.logged, viewer);
      if (lines.length > 0) client.send('events', lines);
    }
  }

  /** Writes `state` (a committed version; the game as it stands by default) into the schema. */
  private mirror(state: GameState = this.session.state) {
    mirrorGame(this.state, {
      gameId: this.session.id,
      hasPassword: this.session.game.password !== '',
      state,
      map: this.session.map,
      usernames: this.session.usernames,
    });
    this.mirrored = state;
    const sightBySeat = new Map<number, Sight>();
    for (const clientView of this.views.values()) this.syncView(clientView, state, sightBySeat);
  }

  /** Shows a client what its projection shows; clients of one seat share the computation. */
  private syncView(clientView: ClientView, state: GameState, sightBySeat: Map<number, Sight>) {
    const { map } = this.session;
    const viewer = clientView.viewer(state);
    let sight = sightBySeat.get(seatOf(viewer));
    if (!sight) {
      sight = sightOf(state, map, viewer);
      sightBySeat.set(seatOf(viewer), sight);
    }
    clientView.sync(this.state, sight);
  }

  private timer: { clear(): void } | undefined;

  private scheduleTimer() {
    this.timer?.clear();
    if (!this.live) return;
    const deadline = nextDeadline(this.session.state);
    if (deadline === null) return;
    const delay = Math.max(0, deadline - roomContext().now().getTime());
    // setTimeout holds at most ~24.8 days; longer deadlines are re-armed on the way.
    this.timer = this.clock.setTimeout(() => this.fireTimer(), Math.min(delay, 2 ** 31 - 1));
  }

  /** A tick that failed (the database away) is tried again: nobody else fires a held game's timer. */
  private fireTimer() {
    this.tick().then(
      () => this.scheduleTimer(),
      (error: unknown) => {
        console.error(`game room ${this.roomId}: timer failed`, error);
        this.timer = this.clock.setTimeout(() => this.fireTimer(), TIMER_RETRY_MS);
      },
    );
  }

  private disposeWhenIdle() {
    if (this.clients.length === 0 && Date.now() - this.idleSince > IDLE_DISPOSE_MS) {
      this.stopAccepting();
      this.disconnect();
    }
  }

  /** From here on the room refuses actions: it is going away, and another may take the game. */
  private stopAccepting() {
    this.live = false;
    this.unlist?.();
  }

  /**
   * PostgreSQL let go of the game's lock (the lock connection closed): another process may open
   * the game as soon as the database is back, so this room stops now. (A commit already on its
   * way is still refused if another writer got there first: the version check.)
   */
  private loseLock() {
    this.lockLost = true;
    if (!this.live) return; // still opening: load() gives up
    this.live = false;
    roomContext().log.warn({ gameId: this.gameId }, 'game lock lost: closing its room');
    this.disconnect().catch(() => undefined);
  }
}
