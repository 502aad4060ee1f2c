/**
 * HTTP polling of update-state when the WebSocket is down (spec §4, §9): every 8 s while the
 * user is active, 16 s otherwise; 5 failures in a row suspend the game and stop.
 */
import {
  GAME_POLL_ACTIVE_MS,
  GAME_POLL_IDLE_MS,
  SUSPENDED_AFTER_FAILED_UPDATES,
} from '../../../shared/constants';

export interface PollerOptions {
  /** One update; resolves true on success. */
  poll(): Promise<boolean>;
  /** True while the user counts as active. */
  isActive(): boolean;
  /** Called once after the fifth failure in a row. */
  onSuspended(): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function pollInterval(active: boolean): number {
  return active ? GAME_POLL_ACTIVE_MS : GAME_POLL_IDLE_MS;
}

export class Poller {
  private failures = 0;
  private handle: unknown;
  private running = false;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: PollerOptions) {
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer =
      options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.failures = 0;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.clearTimer(this.handle);
  }

  /** Polls now (activity came back) and restarts the interval. */
  pollNow(): void {
    if (!this.running) return;
    this.clearTimer(this.handle);
    void this.tick();
  }

  private schedule(): void {
    this.handle = this.setTimer(() => void this.tick(), pollInterval(this.options.isActive()));
  }

  private async tick(): Promise<void> {
    const ok = await this.options.poll().catch(() => false);
    if (!this.running) return;
    this.failures = ok ? 0 : this.failures + 1;
    if (this.failures >= SUSPENDED_AFTER_FAILED_UPDATES) {
      this.stop();
      this.options.onSuspended();
      return;
    }
    this.schedule();
  }
}
