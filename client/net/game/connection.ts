/**
 * One game's connection: keeps the store up to date (live from the Colyseus room, HTTP polling
 * while the WebSocket is away, nothing once the game has ended, 5 updates in a row have failed
 * or the user has been idle for 15 minutes) and carries the play calls (through the room while it
 * is open, else over HTTP).
 */
import { WATCHERS_MESSAGE, type Watchers } from '../../../shared/protocol/watchers';
import type { Room } from '@colyseus/sdk';
import { GAME_STATUSES } from '../../../shared/engine/options';
import type { LogEntry } from '../../../shared/protocol/updateState';
import { ACCOUNT_CLOSED_MESSAGE, type AccountClosed } from '../../../shared/protocol/accountClosed';
import type { GameRoomStateType } from '../../../shared/protocol/gameSchema';
import { viewFromRoom } from '../../state/game/roomView';
import { loadColyseus, loadGameRoomSchema } from '../colyseus';
import { afterGamePageDrawn } from '../firstDraw';
import type { GameStore } from '../../state/game/store';
import { ActivityTracker } from './activity';
import type { PlayActionName, PlayPayloads } from '../../../shared/protocol/play';
import { isRefusal, playErrorText, type GameApi, type PlayReply, type PlayResult } from './api';
import { Poller } from './poller';
import { isOpen, sendSettled } from './resendPolicy';
import { limitReconnection, nextRejoinDelay } from './rejoinSchedule';

/** How long a room join may take before polling starts. */
const JOIN_TIMEOUT_MS = 5_000;

export interface ConnectionOptions {
  gameId: number;
  userId: number;
  store: GameStore;
  api: GameApi;
  /** The server's address for the WebSocket; the page's origin in the browser. */
  origin?: string;
}

/** The Colyseus client and the room's schema, loaded on demand. */
async function loadRoomClient() {
  const [{ Client }, { GameRoomState }] = await Promise.all([loadColyseus(), loadGameRoomSchema()]);
  return { Client, GameRoomState };
}

export class GameConnection implements GameApi {
  readonly activity = new ActivityTracker();
  private room: Room<unknown, GameRoomStateType> | undefined;
  private readonly poller: Poller;
  private stopped = false;
  /** Bumped by every start and stop: a join still in flight from an older start is dropped. */
  private generation = 0;
  private unsubscribe: Array<() => void> = [];
  private rejoinTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last rejoin's wait; undefined while the room is live (the next rejoin goes at once). */
  private rejoinDelay: number | undefined;

  constructor(private readonly options: ConnectionOptions) {
    this.poller = new Poller({
      poll: async () => (await options.api.updateState()).ok,
      isActive: () => this.activity.current() === 'active',
      onSuspended: () => this.suspend(),
    });
  }

  /** Loads the game, then goes live (or polls). Resolves with the first load's error, if any. */
  async start(): Promise<string | null> {
    // The server closed the account's connection: the page keeps saying why until the user acts
    // (the session that follows, a guest's, must not quietly take the seat's screen over).
    if (this.options.store.get().connection === 'signed-out') return null;
    this.stopped = false;
    const generation = ++this.generation;
    this.activity.start();
    this.unsubscribe.push(this.activity.onChange((level) => this.onActivity(level)));
    this.unsubscribe.push(this.options.store.subscribe(() => this.stopWhenEnded()));
    // The room's client downloads while the first state comes over HTTP (see ../colyseus.ts).
    void loadRoomClient().catch(() => undefined);
    // A state the page carried is on screen already: a fresh one can wait for the map to draw.
    if (this.options.store.get().view) await afterGamePageDrawn();
    if (generation !== this.generation) return null;
    const first = await this.options.api.updateState();
    if (!first.ok) return first.error;
    if (generation !== this.generation || this.stopWhenEnded()) return null;
    await this.goLive(generation);
    return null;
  }

  /**
   * A play call: a room request while the room is open, else `POST /game/{id}/play/{action}`.
   * Both carry the same `last_update`. A call whose fate is open (the room went away with it in
   * flight, no answer, a 502 or 503) is sent again over HTTP with it (./resendPolicy.ts): the
   * server applies it at most once, and a staleUpdate refusal of a resend means it was applied.
   */
  async call<A extends PlayActionName>(action: A, payload?: PlayPayloads[A]): Promise<PlayResult> {
    const lastUpdate = this.options.store.version();
    const room = this.options.store.get().connection === 'live' ? this.room : undefined;
    if (!room) return this.callOverHttp(action, payload, lastUpdate, false);
    let reply: unknown;
    try {
      reply = await room.request(action, { ...payload, last_update: lastUpdate });
    } catch {
      return this.callOverHttp(action, payload, lastUpdate, true);
    }
    if (isRefusal(reply)) {
      const error = playErrorText(0, reply.error, true);
      const refused: PlayResult = reply.code
        ? { ok: false, error, code: reply.code }
        : { ok: false, error };
      return isOpen(refused) ? this.callOverHttp(action, payload, lastUpdate, true) : refused;
    }
    return { ok: true, data: reply as PlayReply };
  }

  /** A play call over HTTP, sent until its fate is known (`resent`: it is open already). */
  private callOverHttp<A extends PlayActionName>(
    action: A,
    payload: PlayPayloads[A] | undefined,
    lastUpdate: number,
    resent: boolean,
  ): Promise<PlayResult> {
    return sendSettled(() => this.options.api.call(action, payload, lastUpdate), {
      resent,
      // The reply that carried the new state was lost: fetch it.
      onApplied: () => void this.options.api.updateState(),
    });
  }

  /** update-state over HTTP (the first load, polling, and after a call of unknown fate). */
  updateState(): ReturnType<GameApi['updateState']> {
    return this.options.api.updateState();
  }

  stop(): void {
    this.stopped = true;
    this.generation++;
    this.cancelRejoin();
    this.poller.stop();
    this.activity.stop();
    for (const off of this.unsubscribe.splice(0)) off();
    void this.room?.leave().catch(() => undefined);
    this.room = undefined;
  }

  /** Re-enable after the inactivity stop: counts as input and reconnects. */
  async reenable(): Promise<void> {
    this.stop();
    this.activity.touch();
    this.options.store.setConnection('connecting');
    await this.start();
  }

  private stopWhenEnded(): boolean {
    if (this.options.store.get().view?.status !== GAME_STATUSES.ended || this.stopped) return false;
    this.stop();
    return true;
  }

  /**
   * Five failed updates in a row (spec §4): the game shows as suspended and nothing is fetched
   * any more, no poll and no rejoin either (a failed rejoin would start polling again), until
   * the page is reloaded.
   */
  private suspend(): void {
    this.stop();
    this.options.store.setConnection('suspended');
  }

  private onActivity(level: string): void {
    if (level === 'long-idle') {
      this.stop();
      this.options.store.setConnection('idle-stopped');
    } else if (level === 'active') this.poller.pollNow();
  }

  /**
   * Joins the game's room. A join that has not succeeded within JOIN_TIMEOUT_MS (a proxy that
   * drops WebSockets never answers) starts polling meanwhile; a late success still goes live.
   */
  private async goLive(generation: number): Promise<void> {
    const timer = setTimeout(() => {
      if (generation === this.generation && !this.room) this.fallBack();
    }, JOIN_TIMEOUT_MS);
    try {
      const { Client, GameRoomState } = await loadRoomClient();
      if (generation !== this.generation) return;
      const client = new Client(this.options.origin ?? window.location.origin);
      const room = await client.joinOrCreate(
        'game',
        { gameId: this.options.gameId },
        GameRoomState,
      );
      if (generation !== this.generation) {
        void room.leave();
        return;
      }
      this.attach(room);
    } catch {
      if (generation === this.generation) {
        this.fallBack();
        this.scheduleRejoin();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  private attach(room: Room<unknown, GameRoomStateType>): void {
    const { store } = this.options;
    this.room = room;
    limitReconnection(room);
    room.onStateChange((state) => this.onRoomState(state));
    room.onMessage('events', (events: LogEntry[]) => store.appendEvents(events));
    room.onMessage(WATCHERS_MESSAGE, (watchers: Watchers) => store.setWatchers(watchers));
    // Sent just before the server closes the connection for the account: no polling, no rejoin.
    room.onMessage(ACCOUNT_CLOSED_MESSAGE, ({ error }: AccountClosed) => {
      this.stop();
      store.closeForAccount(error);
    });
    room.onDrop(() => this.fallBack());
    room.onReconnect(() => this.setLive());
    room.onLeave(() => {
      this.room = undefined;
      this.fallBack();
      this.scheduleRejoin();
    });
    this.setLive();
  }

  private setLive(): void {
    this.cancelRejoin();
    this.poller.stop();
    this.options.store.setConnection('live');
  }

  private fallBack(): void {
    if (this.stopped || this.poller.isRunning) return;
    this.options.store.setConnection('polling');
    this.poller.start();
  }

  /**
   * The room is gone or could not be joined (its process died, a long drop, a proxy without
   * WebSockets): polling goes on, and the game is joined again through the matchmaker at once,
   * then after 2 s, 4 s, then every 8 s (./rejoinSchedule.ts).
   */
  private scheduleRejoin(): void {
    if (this.stopped || this.rejoinTimer) return;
    this.rejoinDelay = nextRejoinDelay(this.rejoinDelay);
    const generation = this.generation;
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = undefined;
      if (generation === this.generation && !this.room) void this.goLive(generation);
    }, this.rejoinDelay);
  }

  private cancelRejoin(): void {
    clearTimeout(this.rejoinTimer);
    this.rejoinTimer = undefined;
    this.rejoinDelay = undefined;
  }

  private onRoomState(state: GameRoomStateType): void {
    const { store, userId } = this.options;
    if (state.version > store.version()) store.acceptView(viewFromRoom(state, userId));
  }
}
