/**
 * When a game room's computer players act: after every change it asks them for their next step
 * (server/game/computerSeats.ts), waits until it is due, has them take it, and hands what it
 * changed to the room to publish like any other action.
 */
import type { ComputerSeats } from '../game/computerSeats';
import type { Committed } from '../game/session';

export class ComputerTurns {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private wokenWhileBusy = false;
  private stopped = false;

  constructor(
    private readonly gameId: number,
    private readonly seats: ComputerSeats,
    /** The game's clock (ms epoch): a moderator or a test may move it. */
    private readonly now: () => number,
    private readonly publish: (change: Committed) => void,
  ) {}

  /** Plans the next step after a change, or when the room opens. */
  wake(): void {
    if (this.stopped) return;
    if (this.busy) {
      this.wokenWhileBusy = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    const planned = this.seats.plan();
    if (!planned) return;
    const wait = Math.max(0, planned.at - this.now());
    // setTimeout holds at most ~24.8 days; the sweeper brings a longer wait back in time.
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.run();
      },
      Math.min(wait, 2 ** 31 - 1),
    );
  }

  /**
   * The sweeper found the game due: plans again unless a step is already on its way (a pause
   * in progress must not start over each time the sweeper looks).
   */
  poke(): void {
    if (this.busy) return;
    const planned = this.seats.plan();
    // ...but a wait on the game's clock that the clock has since passed (it was moved) is over.
    const overdue = planned !== null && planned.step.kind !== 'play' && planned.at <= this.now();
    if (!this.timer || overdue) this.wake();
  }

  /** Stops acting (the room is going away; the next room picks up from the database). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    if (this.stopped || this.busy) return;
    const planned = this.seats.plan();
    if (!planned) return;
    // A computer's pause before a move is served by the timer; a wait for empty seats to be
    // filled is measured on the game's clock, which may have been moved (a moderator, a test).
    if (planned.step.kind !== 'play' && planned.at > this.now()) return this.wake();
    this.busy = true;
    try {
      const outcome = await this.seats.perform(planned.step);
      // Publishing wakes this driver again (a change): the next step is planned below.
      if (outcome.change) this.publish(outcome.change);
      if (outcome.planAgain) this.wokenWhileBusy = true;
    } catch (error) {
      console.error(`computer players of game ${this.gameId} failed`, error);
    } finally {
      this.busy = false;
    }
    // A step that changed nothing waits for the next change (or the sweeper) rather than trying
    // again at once.
    if (this.wokenWhileBusy) {
      this.wokenWhileBusy = false;
      this.wake();
    }
  }
}
