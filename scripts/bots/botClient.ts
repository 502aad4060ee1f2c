import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import type { GameMap } from '../../shared/maps/types';
import type { GameRoomStateType } from '../../shared/protocol/gameSchema';
import { viewFromRoom } from '../../client/state/game/roomView';
import type { BotMove, BotPolicy } from './policy';
import { sleep } from './pacing';
import { RateBot } from './ratePolicy';

export interface ActionTiming {
  /** The play call: begin-turn, attack, ... */
  action: string;
  /** From sending the action to the state patch that shows it. */
  patchMs: number;
  /** From sending the action to its reply. */
  replyMs: number;
  accepted: boolean;
}

/**
 * One seat of one game over a real WebSocket, played either by the fast fixed-rate bot
 * (ratePolicy.ts) or, given a `policy`, by a computer player of shared/ai paced like a person.
 */
export class BotSeat {
  private room!: Room<unknown, GameRoomStateType>;
  private connection: { baseUrl: string; sessionId: string } | undefined;
  private busy = false;
  private pendingPatch:
    { version: number; start: number; resolve: (ms: number) => void } | undefined;

  private readonly rateBot: RateBot;

  constructor(
    readonly gameId: number,
    private readonly map: GameMap,
    private readonly policy?: BotPolicy,
  ) {
    this.rateBot = new RateBot(map);
  }

  /** Joins the game's room with a session id as the auth token. */
  async connect(baseUrl: string, sessionId: string): Promise<void> {
    this.connection = { baseUrl, sessionId };
    const client = new ColyseusClient(baseUrl);
    client.auth.token = sessionId;
    this.room = await joinWithRetries(() => client.joinOrCreate('game', { gameId: this.gameId }));
    this.room.onMessage('events', () => undefined);
    this.room.onMessage('watchers', () => undefined);
    this.room.onStateChange((state) => {
      const pending = this.pendingPatch;
      if (pending && state.version > pending.version) {
        this.pendingPatch = undefined;
        pending.resolve(performance.now() - pending.start);
      }
    });
  }

  private get state(): GameRoomStateType {
    return this.room.state;
  }

  /**
   * Plays the next action of `userId`'s seat if it is its turn and nothing is in flight; null (at
   * once) when idle or before the room state has arrived.
   */
  act(userId: number): Promise<ActionTiming> | null {
    if (this.busy || !this.state) return null;
    // Only a seat on turn acts: the check is cheap, building its view is not (the load test asks
    // thousands of idle seats a second, and its bots share the server's cores).
    if (!this.state.turns.some((turn) => turn.user_id === userId)) return null;
    const view = viewFromRoom(this.state, userId);
    if (this.policy) {
      const move = this.policy.next(view, this.map);
      if (!move) return null;
      this.busy = true;
      return this.playLikeAPerson(move);
    }
    const action = this.rateBot.next(view);
    if (!action) return null;
    this.busy = true;
    return this.send(action);
  }

  /** A person's move: an interruption now and then, the think time, then the action. */
  private async playLikeAPerson(move: BotMove): Promise<ActionTiming> {
    try {
      if (move.interruption?.kind === 'tab-sleep') await sleep(move.interruption.ms);
      if (move.interruption?.kind === 'reconnect' && this.connection) {
        await this.leave();
        await this.connect(this.connection.baseUrl, this.connection.sessionId);
      }
      await sleep(move.thinkMs);
    } catch {
      this.busy = false;
      return { action: move.type, patchMs: 0, replyMs: 0, accepted: false };
    }
    return this.send(move);
  }

  private async send(action: {
    type: string;
    payload: Record<string, unknown>;
  }): Promise<ActionTiming> {
    const start = performance.now();
    const patched = new Promise<number>((resolve) => {
      this.pendingPatch = { version: this.state.version, start, resolve };
    });
    try {
      const reply = (await this.room.request(action.type, {
        ...action.payload,
        last_update: this.state.version,
      })) as {
        success: boolean;
      };
      const replyMs = performance.now() - start;
      const patchMs = reply.success ? await patched : replyMs;
      return { action: action.type, patchMs, replyMs, accepted: reply.success };
    } catch {
      // The connection closed (the run is ending): the action counts as not accepted.
      const failedMs = performance.now() - start;
      return { action: action.type, patchMs: failedMs, replyMs: failedMs, accepted: false };
    } finally {
      this.pendingPatch = undefined;
      this.busy = false;
    }
  }

  leave(): Promise<unknown> {
    return this.room.leave().catch(() => undefined);
  }
}

/**
 * A join that a loaded server lets lapse (its seat reservation expires before the socket opens) is
 * tried again, as a person would reload: the run measures play, and one slow join among thousands
 * must not end it.
 */
async function joinWithRetries<T>(join: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await join();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}
