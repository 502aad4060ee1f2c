import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import type { GameMap } from '../../shared/maps/types';
import { nextBotAction, type BotView } from './policy';

export interface ActionTiming {
  /** From sending the action to the state patch that shows it. */
  patchMs: number;
  /** From sending the action to its reply. */
  replyMs: number;
  accepted: boolean;
}

/** One seat of one game, played by the bot policy over a real WebSocket. */
export class BotSeat {
  private room!: Room;
  private busy = false;
  private attacks = { turnId: 0, count: 0 };
  private pendingPatch:
    { version: number; start: number; resolve: (ms: number) => void } | undefined;

  constructor(
    readonly gameId: number,
    private readonly map: GameMap,
  ) {}

  /** Joins the game's room with a session id as the auth token. */
  async connect(baseUrl: string, sessionId: string): Promise<void> {
    const client = new ColyseusClient(baseUrl);
    client.auth.token = sessionId;
    this.room = await client.joinOrCreate('game', { gameId: this.gameId });
    this.room.onMessage('events', () => undefined);
    this.room.onStateChange((state: BotView) => {
      const pending = this.pendingPatch;
      if (pending && state.version > pending.version) {
        this.pendingPatch = undefined;
        pending.resolve(performance.now() - pending.start);
      }
    });
  }

  get state(): BotView {
    return this.room.state as BotView;
  }

  /** This seat's player id, once the room state has arrived. */
  playerId(userId: number): number | undefined {
    return Array.from(
      this.room.state.players as ArrayLike<{ user_id: number; player_id: number }>,
    ).find((p) => p.user_id === userId)?.player_id;
  }

  /** Plays the next action if it is this seat's turn and nothing is in flight; null (at once) when idle. */
  act(me: number): Promise<ActionTiming> | null {
    if (this.busy) return null;
    const turn = Array.from(this.state.turns).find((t) => t.player_id === me);
    if (turn && turn.turn_id !== this.attacks.turnId)
      this.attacks = { turnId: turn.turn_id, count: 0 };
    const action = nextBotAction(this.state, this.map, me, this.attacks.count);
    if (!action) return null;
    if (action.type === 'attack') this.attacks.count++;
    this.busy = true;
    return this.send(action);
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
      return { patchMs, replyMs, accepted: reply.success };
    } catch {
      // The connection closed (the run is ending): the action counts as not accepted.
      const failedMs = performance.now() - start;
      return { patchMs: failedMs, replyMs: failedMs, accepted: false };
    } finally {
      this.pendingPatch = undefined;
      this.busy = false;
    }
  }

  leave(): Promise<unknown> {
    return this.room.leave().catch(() => undefined);
  }
}
