/**
 * Keeps one game's store up to date: live from the Colyseus room, HTTP polling when the
 * WebSocket fails, nothing once the game has ended or the user has been idle for 15 minutes.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { ReplayEvent } from '../../../shared/engine';
import { GameRoomState, type GameRoomStateType } from '../../../shared/protocol/gameSchema';
import { snapshotFromRoom } from '../../state/game/roomSnapshot';
import type { GameStore } from '../../state/game/store';
import { ActivityTracker } from './activity';
import type { GameApi } from './api';
import { Poller } from './poller';

const ENDED = 3;
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

export class GameConnection {
  readonly activity = new ActivityTracker();
  private room: Room<unknown, GameRoomStateType> | undefined;
  private readonly poller: Poller;
  private stopped = false;
  /** Bumped by every start and stop: a join still in flight from an older start is dropped. */
  private generation = 0;
  private unsubscribe: Array<() => void> = [];

  constructor(private readonly options: ConnectionOptions) {
    this.poller = new Poller({
      poll: async () => (await options.api.updateState()).ok,
      isActive: () => this.activity.current() === 'active',
      onSuspended: () => options.store.setConnection('suspended'),
    });
  }

  /** Loads the game, then goes live (or polls). Resolves with the first load's error, if any. */
  async start(): Promise<string | null> {
    this.stopped = false;
    const generation = ++this.generation;
    this.activity.start();
    this.unsubscribe.push(this.activity.onChange((level) => this.onActivity(level)));
    this.unsubscribe.push(this.options.store.subscribe(() => this.stopWhenEnded()));
    const first = await this.options.api.updateState();
    if (!first.ok) return first.error;
    if (generation !== this.generation || this.stopWhenEnded()) return null;
    await this.goLive(generation);
    return null;
  }

  stop(): void {
    this.stopped = true;
    this.generation++;
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
    if (this.options.store.get().snapshot?.status !== ENDED || this.stopped) return false;
    this.stop();
    return true;
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
      if (generation === this.generation) this.fallBack();
    } finally {
      clearTimeout(timer);
    }
  }

  private attach(room: Room<unknown, GameRoomStateType>): void {
    const { store } = this.options;
    this.room = room;
    room.onStateChange((state) => this.onRoomState(state));
    room.onMessage('events', (events: ReplayEvent[]) => store.appendEvents(events));
    room.onDrop(() => this.fallBack());
    room.onReconnect(() => this.setLive());
    room.onLeave(() => {
      this.room = undefined;
      this.fallBack();
    });
    this.setLive();
  }

  private setLive(): void {
    this.poller.stop();
    this.options.store.setConnection('live');
  }

  private fallBack(): void {
    if (this.stopped || this.poller.isRunning) return;
    this.options.store.setConnection('polling');
    this.poller.start();
  }

  private onRoomState(state: GameRoomStateType): void {
    const { store, userId, api } = this.options;
    const previous = store.get().snapshot;
    if (!previous || state.version <= previous.version) return;
    const { snapshot, complete } = snapshotFromRoom(
      state,
      previous,
      userId,
      Date.now() + store.get().clockOffset,
    );
    store.accept(snapshot, 'room');
    // A new card's colour (and the turn flags the schema lacks) only come with update-state.
    if (!complete) void api.updateState();
  }
}
