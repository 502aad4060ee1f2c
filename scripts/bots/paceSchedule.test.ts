import { describe, expect, it } from 'vitest';
import { CATCH_UP_FACTOR, PaceSchedule } from './paceSchedule';

/** Runs a schedule over millisecond ticks; `stalled` says which ticks the bots missed. */
function sendsPerMs(rate: number, ms: number, stalled: (t: number) => boolean = () => false) {
  const schedule = new PaceSchedule(rate);
  const sends: number[] = [];
  for (let t = 1; t <= ms; t++) sends.push(stalled(t) ? 0 : schedule.due(t));
  return sends;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('PaceSchedule', () => {
  it('sends the rate at an even pace', () => {
    const sends = sendsPerMs(500, 10_000);
    expect(sum(sends)).toBe(5_000);
    expect(Math.max(...sends)).toBe(1);
  });

  it('after a stall catches up at no more than half again the rate, then keeps the rate', () => {
    // The bots' process stops for a second, from 2 s to 3 s.
    const sends = sendsPerMs(500, 10_000, (t) => t > 2_000 && t <= 3_000);
    const firstSecondAfter = sum(sends.slice(3_000, 4_000));
    expect(firstSecondAfter).toBeLessThanOrEqual(500 * CATCH_UP_FACTOR + 8);
    expect(firstSecondAfter).toBeGreaterThan(500);
    // No burst: the first tick after the stall sends what 10 ms at the catch-up rate allow.
    expect(sends[3_000]).toBeLessThanOrEqual(8);
    // What it owed is paid back within the run.
    expect(sum(sends)).toBe(5_000);
  });

  it('never sends a negative count when asked before its first action is due', () => {
    const schedule = new PaceSchedule(2);
    expect(schedule.due(0)).toBe(0);
    expect(schedule.due(100)).toBe(0);
    expect(schedule.due(600)).toBe(1);
  });
});
