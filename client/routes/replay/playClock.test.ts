/**
 * K17, the spec's replay speeds (§9: a step every 1000, 50 or 10 ms), on the real play clock with
 * fake timers: each step comes at its moment and not a millisecond before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unmount } from '../../testing/hookHarness';
import { REPLAY_SPEEDS, dueSteps, usePlayClock } from './useReplayControls';

vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ...(await import('../../testing/hookHarness')).hookStubs,
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  unmount();
  vi.useRealTimers();
});

describe('K17: the replay plays at the speed chosen on the control bar', () => {
  it('offers the spec’s three speeds, slowest first', () => {
    expect(REPLAY_SPEEDS).toEqual([1000, 50, 10]);
  });

  it.each(REPLAY_SPEEDS)('takes one step every %i ms', (ms) => {
    let steps = 0;
    usePlayClock(
      true,
      ms,
      () => ++steps > 0,
      () => undefined,
    );
    vi.advanceTimersByTime(ms - 1);
    expect(steps).toBe(0);
    vi.advanceTimersByTime(1);
    expect(steps).toBe(1);
    for (let k = 2; k <= 20; k++) {
      vi.advanceTimersByTime(ms - 1);
      expect(steps).toBe(k - 1);
      vi.advanceTimersByTime(1);
      expect(steps).toBe(k);
    }
  });

  it('stops when a step says so (the end, an error, an alert), and nothing plays while paused', () => {
    let steps = 0;
    let stopped = 0;
    usePlayClock(
      true,
      50,
      () => ++steps < 3,
      () => void stopped++,
    );
    vi.advanceTimersByTime(1000);
    expect([steps, stopped]).toEqual([3, 1]);
    unmount();
    usePlayClock(
      false,
      10,
      () => ++steps > 0,
      () => undefined,
    );
    vi.advanceTimersByTime(1000);
    expect(steps).toBe(3);
  });

  it('catches up a screen slower than the speed instead of slowing down (50 steps at most)', () => {
    expect(dueSteps(9, 10, 0)).toBe(0);
    expect(dueSteps(35, 10, 1)).toBe(2);
    expect(dueSteps(1000, 1000, 1)).toBe(0);
    expect(dueSteps(10_000, 10, 0)).toBe(50);
  });
});
