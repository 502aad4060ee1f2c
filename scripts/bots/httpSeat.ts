import { GAME_POLL_IDLE_MS } from '../../shared/constants';
import type { GameView } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import { viewOfUpdateState, type UpdateStateBody } from '../../shared/protocol/updateState';
import type { HttpClient } from '../../test/support/httpClient';
import type { ActionTiming } from './botClient';
import { nextBotAction } from './ratePolicy';

/**
 * One seat of one game played by an outside client over HTTP only: `POST /game/{id}/play/{action}`
 * with `last_update`, reading its projection from each accepted action's update-state (and
 * from update-state itself when its view is missing or was refused as stale).
 */
export class HttpBotSeat {
  private view: GameView | undefined;
  /** update-state calls made while waiting for a turn. */
  polls = 0;
  private polledAt = performance.now();
  private busy = false;
  private attacks = { turnId: 0, count: 0 };

  constructor(
    readonly gameId: number,
    private readonly map: GameMap,
    private readonly http: HttpClient,
  ) {}

  async connect(): Promise<void> {
    await this.refresh();
  }

  /** Plays this seat's next action if it is its turn and nothing is in flight; null when idle. */
  act(_userId?: number): Promise<ActionTiming> | null {
    const view = this.view;
    if (this.busy || !view) return null;
    const turn = view.turns.find((t) => t.player_id === view.viewer);
    if (turn && turn.turn_id !== this.attacks.turnId)
      this.attacks = { turnId: turn.turn_id, count: 0 };
    const action = nextBotAction(view, this.map, this.attacks.count);
    if (!action) {
      // Not this seat's turn: look again at the spec's idle polling interval, as a client does.
      if (performance.now() - this.polledAt > GAME_POLL_IDLE_MS) void this.poll();
      return null;
    }
    if (action.type === 'attack') this.attacks.count++;
    this.busy = true;
    return this.send(action.type, { ...action.payload, last_update: view.version });
  }

  leave(): Promise<unknown> {
    return Promise.resolve();
  }

  private async poll(): Promise<void> {
    this.busy = true;
    this.polls++;
    this.polledAt = performance.now();
    try {
      await this.refresh();
    } catch {
      // A poll that failed (the server too busy to accept) is tried again at the next interval.
    } finally {
      this.busy = false;
    }
  }

  /** update-state; with the version held, an unchanged game answers a few bytes. */
  private async refresh(): Promise<void> {
    const response = await this.http.post(`/game/${this.gameId}/play/update-state`, {
      ...(this.view ? { last_update: this.view.version } : {}),
    });
    const body = (await response.json()) as UpdateStateBody | { unchanged: true };
    if ('game_state' in body) this.view = viewOfUpdateState(body);
  }

  private async send(type: string, body: Record<string, unknown>): Promise<ActionTiming> {
    const start = performance.now();
    try {
      const response = await this.http.post(`/game/${this.gameId}/play/${type}`, body);
      const reply = (await response.json()) as { success: boolean; update?: UpdateStateBody };
      const replyMs = performance.now() - start;
      if (reply.update) this.view = viewOfUpdateState(reply.update);
      else if (!reply.success) await this.refresh();
      return { patchMs: replyMs, replyMs, accepted: reply.success };
    } catch {
      const failedMs = performance.now() - start;
      return { patchMs: failedMs, replyMs: failedMs, accepted: false };
    } finally {
      this.busy = false;
    }
  }
}
