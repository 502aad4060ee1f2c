import './browserWebSocket';
import { Client, type Room } from '@colyseus/sdk';
import { limitReconnection, nextRejoinDelay } from '../../client/net/game/rejoinSchedule';
import { viewFromRoom } from '../../client/state/game/roomView';
import type { GameView } from '../../shared/engine';
import { GameRoomState, type GameRoomStateType } from '../../shared/protocol/gameSchema';

/** How long a room request may go unanswered before its fate counts as unknown. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A room message's answer: the play call's reply body, or none (no room, closed, timed out). */
export type RoomReply = Record<string, unknown> | 'no reply';

/**
 * One seat's connection to its game's room, following the game from process to process as the
 * play screen's connection does (client/net/game/connection.ts): joined with @colyseus/sdk
 * through any live process (the server sends it on to the process holding the game, or opens
 * the game there); a dropped connection gets the SDK's one reconnection try; a room that is
 * gone (its process died, the game's lock was lost, that try failed) is joined again through
 * the server on the play screen's schedule (client/net/game/rejoinSchedule.ts: at once, then
 * 2 s, 4 s, then every 8 s). What the seat knows, its view,
 * is kept while the room is away and replaced only by a newer version, as the play screen's
 * store does: a new room starts nothing over.
 */
export class FollowedRoom {
  /** The seat's projection, from the last room state of a newer version than the one before. */
  view: GameView | undefined;
  /** How often the room came back after it was lost (the SDK reconnected, or a rejoin). */
  reconnects = 0;
  /** The longest time without a room so far (ms). */
  longestAwayMs = 0;
  /** Why the last join failed, or that one is still waiting for its answer (for a stuck seat's report). */
  lastJoin = 'none yet';
  private room: Room<unknown, GameRoomStateType> | undefined;
  private dropped = false;
  private everHeld = false;
  /** Since when the seat has been without a room: its first join failed, or it lost one. */
  private awaySince: number | undefined;
  private rejoinDelay: number | undefined;
  private rejoinTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly gameId: number,
    private readonly userId: number,
    private readonly sessionId: string,
    private readonly live: () => string,
  ) {}

  /** Joins the game's room; resolves once the first try is over (failed, it goes on trying). */
  open(): Promise<void> {
    return this.join();
  }

  /** True while a room is joined and its connection is up. */
  get held(): boolean {
    return this.room !== undefined && !this.dropped;
  }

  /** How long the seat has been without its room now (ms; 0 while it holds one). */
  awayForMs(): number {
    return this.awaySince === undefined ? 0 : performance.now() - this.awaySince;
  }

  /** Resolves at the next change (a newer view, the room lost or back), or after `ms`. */
  changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      }
      waiters.add(done);
    });
  }

  /** Waits up to `limitMs` for a held room; false when none came. */
  async heldWithin(limitMs: number): Promise<boolean> {
    const end = performance.now() + limitMs;
    while (!this.held && !this.closed && performance.now() < end)
      await this.changed(end - performance.now());
    return this.held;
  }

  /** Sends a play call as a room message and waits for its reply. */
  async request(type: string, body: Record<string, unknown>): Promise<RoomReply> {
    if (!this.room || this.dropped) return 'no reply';
    try {
      const reply: unknown = await this.room.request(type, body, { timeout: REQUEST_TIMEOUT_MS });
      return reply as Record<string, unknown>;
    } catch {
      // The connection closed with the call in flight, or no reply came in time.
      return 'no reply';
    }
  }

  /** Leaves the room for good. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.rejoinTimer);
    this.noteAway();
    await this.room?.leave().catch(() => undefined);
  }

  private async join(): Promise<void> {
    try {
      const base = this.live();
      this.lastJoin = `through ${base} unanswered since ${(performance.now() / 1000).toFixed(1)}s`;
      const client = new Client(base);
      client.auth.token = this.sessionId;
      const room = await client.joinOrCreate('game', { gameId: this.gameId }, GameRoomState);
      if (this.closed) {
        void room.leave().catch(() => undefined);
        return;
      }
      this.attach(room);
    } catch (error) {
      this.lastJoin = `failed: ${String(error)}`;
      this.debug(`join ${this.lastJoin}`);
      this.lost();
      this.scheduleRejoin();
    }
  }

  private attach(room: Room<unknown, GameRoomStateType>): void {
    this.room = room;
    limitReconnection(room);
    this.lastJoin = 'joined';
    room.onStateChange((state) => {
      if (state.version > (this.view?.version ?? -1)) this.view = viewFromRoom(state, this.userId);
      this.notify();
    });
    room.onMessage('events', () => undefined);
    this.debug('joined');
    room.onDrop(() => {
      this.dropped = true;
      this.lost();
    });
    room.onReconnect(() => this.back());
    room.onLeave((code, reason) => {
      this.debug(`left (${code}${reason ? `: ${reason}` : ''})`);
      if (this.room !== room) return;
      this.room = undefined;
      this.lost();
      this.scheduleRejoin();
    });
    this.back();
  }

  private lost(): void {
    this.awaySince ??= performance.now();
    this.notify();
  }

  private back(): void {
    this.dropped = false;
    this.rejoinDelay = undefined;
    if (this.everHeld) this.reconnects++;
    this.everHeld = true;
    this.noteAway();
    this.awaySince = undefined;
    this.notify();
  }

  private noteAway(): void {
    this.longestAwayMs = Math.max(this.longestAwayMs, this.awayForMs());
  }

  private scheduleRejoin(): void {
    if (this.closed || this.rejoinTimer) return;
    this.rejoinDelay = nextRejoinDelay(this.rejoinDelay);
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = undefined;
      if (!this.room && !this.closed) void this.join();
    }, this.rejoinDelay);
  }

  /** CHAOS_DEBUG=1: the seat's joins and leaves, to find where a room bot's stall comes from. */
  private debug(text: string): void {
    if (process.env.CHAOS_DEBUG === '1')
      console.log(
        `${(performance.now() / 1000).toFixed(1)}s game ${this.gameId} user ${this.userId}: ${text}`,
      );
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
