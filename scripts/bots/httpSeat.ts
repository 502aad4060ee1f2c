import { GAME_POLL_IDLE_MS } from '../../shared/constants';
import type { GameView } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import { viewOfUpdateState, type UpdateStateBody } from '../../shared/protocol/updateState';
import type { ActionTiming } from './botClient';
import type { KeepAliveJsonClient } from './keepAliveClient';
import { sleep } from './pacing';
import type { BotMove, BotPolicy } from './policy';
import { RateBot } from './ratePolicy';

/** How long a client whose connection dropped takes to come back (then it reads the game again). */
const RECONNECT_MS = 3_000;

/**
 * One seat of one game played by an outside client over HTTP only: `POST /game/{id}/play/{action}`
 * with `last_update`, reading its projection from each accepted action's update-state (and
 * from update-state itself when its view is missing or was refused as stale). Played by the fast
 * fixed-rate bot (ratePolicy.ts) or, given a `policy`, by a computer player paced like a person.
 */
export class HttpBotSeat {
  private view: GameView | undefined;
  /** update-state calls made while waiting for a turn. */
  polls = 0;
  /** The last act() found nothing to do: the seat waits for the game to come round to it. */
  private waiting = false;
  private busy = false;
  private pollTimer: NodeJS.Timeout | undefined;

  private readonly rateBot: RateBot;

  constructor(
    readonly gameId: number,
    private readonly map: GameMap,
    private readonly http: KeepAliveJsonClient,
    private readonly policy?: BotPolicy,
  ) {
    this.rateBot = new RateBot(map);
  }

  /**
   * Reads the game, then polls it at the spec's idle interval on a timer of its own, as a client's
   * page does: thousands of people's pages do not poll in step, so each seat starts at its own
   * point of the interval. (Polls made when the load test's scheduler happened to pass a seat
   * came in waves, each wave slowing the server and bunching the next.)
   */
  async connect(): Promise<void> {
    await this.refresh();
    this.pollTimer = setTimeout(() => {
      this.pollTimer = setInterval(() => this.pollIfWaiting(), GAME_POLL_IDLE_MS);
      this.pollIfWaiting();
    }, Math.random() * GAME_POLL_IDLE_MS);
  }

  /** Plays this seat's next action if it is its turn and nothing is in flight; null when idle. */
  act(_userId?: number): Promise<ActionTiming> | null {
    const view = this.view;
    if (this.busy || !view) return null;
    if (this.policy) {
      const move = this.policy.next(view, this.map);
      this.waiting = !move;
      if (!move) return null;
      this.busy = true;
      return this.playLikeAPerson(move);
    }
    const action = this.rateBot.next(view);
    this.waiting = !action;
    if (!action) return null;
    this.busy = true;
    return this.send(action.type, action.payload);
  }

  /** Not this seat's turn (or nothing it may do): look at the game again. */
  private pollIfWaiting() {
    if (this.waiting && !this.busy) void this.poll();
  }

  /**
   * A person's move: a sleeping tab or a dropped connection now and then (after either, the client
   * reads the game again before it acts), the think time, then the action.
   */
  private async playLikeAPerson(move: BotMove): Promise<ActionTiming> {
    try {
      if (move.interruption) {
        await sleep(move.interruption.kind === 'tab-sleep' ? move.interruption.ms : RECONNECT_MS);
        await this.refresh();
      }
      await sleep(move.thinkMs);
    } catch {
      this.busy = false;
      return { action: move.type, patchMs: 0, replyMs: 0, accepted: false };
    }
    return this.send(move.type, move.payload);
  }

  leave(): Promise<unknown> {
    // The first poll's timeout or the interval after it: Node clears either with one call.
    clearInterval(this.pollTimer);
    return Promise.resolve();
  }

  private async poll(): Promise<void> {
    this.busy = true;
    this.polls++;
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
    const reply = await this.http.post(`/game/${this.gameId}/play/update-state`, {
      ...(this.view ? { last_update: this.view.version } : {}),
    });
    const body = reply.body as UpdateStateBody | { unchanged: true };
    if ('game_state' in body) this.view = viewOfUpdateState(body);
  }

  private async send(type: string, payload: Record<string, unknown>): Promise<ActionTiming> {
    const start = performance.now();
    try {
      const response = await this.http.post(`/game/${this.gameId}/play/${type}`, {
        ...payload,
        last_update: this.view?.version,
      });
      const reply = response.body as { success: boolean; update?: UpdateStateBody };
      const replyMs = performance.now() - start;
      if (reply.update) this.view = viewOfUpdateState(reply.update);
      else if (!reply.success) await this.refresh();
      return { action: type, patchMs: replyMs, replyMs, accepted: reply.success };
    } catch {
      const failedMs = performance.now() - start;
      return { action: type, patchMs: failedMs, replyMs: failedMs, accepted: false };
    } finally {
      this.busy = false;
    }
  }
}
