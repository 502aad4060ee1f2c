/** The schedule never sends faster than this many times its rate, even when behind. */
export const CATCH_UP_FACTOR = 1.5;

/** The most a schedule sends at once after a stall: what the catch-up rate allows in this long. */
const MAX_BURST_MS = 10;

/**
 * When the load test's actions are due: `rate` a second at an even pace, as many independent
 * players' would arrive. A schedule that falls behind (the bots' own process stalled, say by
 * a full collection of six thousand clients' decoded rooms) catches up at no more than
 * CATCH_UP_FACTOR times the rate. Sending everything it owed at once was a burst no crowd of
 * players makes: after a half-second stall, 250 actions queued in the server together and the
 * last waited 300 ms, a spike of the harness measured as the server's.
 */
export class PaceSchedule {
  private started = 0;
  private allowance = 0;
  private lastMs = 0;

  constructor(private readonly rate: number) {}

  /** How many actions to start at `nowMs` (milliseconds since the schedule began). */
  due(nowMs: number): number {
    const sinceLast = Math.max(0, nowMs - this.lastMs);
    this.lastMs = Math.max(this.lastMs, nowMs);
    // What the catch-up rate allows, saved up for at most MAX_BURST_MS (and at least one action).
    const cap = Math.max(1, (this.rate * CATCH_UP_FACTOR * MAX_BURST_MS) / 1000);
    this.allowance = Math.min(
      cap,
      this.allowance + (this.rate * CATCH_UP_FACTOR * sinceLast) / 1000,
    );
    const owed = Math.floor((nowMs / 1000) * this.rate) - this.started;
    const now = Math.max(0, Math.min(owed, Math.floor(this.allowance)));
    this.allowance -= now;
    this.started += now;
    return now;
  }
}
