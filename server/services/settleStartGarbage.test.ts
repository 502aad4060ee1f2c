import { getHeapSpaceStatistics } from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleStartGarbage } from './settleStartGarbage';

describe('settleStartGarbage', () => {
  afterEach(() => vi.useRealTimers());

  it('collects once the start has settled, when no room is open', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    settleStartGarbage(() => 0, { afterMs: 1_000, collect });
    vi.advanceTimersByTime(999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('leaves a process with open rooms to V8, whose collection pauses no game', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    settleStartGarbage(() => 2, { afterMs: 1_000, collect });
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('gives the young generation back', () => {
    const young = () =>
      getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;
    // V8 grows the young generation while much of it survives, as during a start.
    const survivors: unknown[][] = [];
    for (let round = 0; round < 200; round++) {
      const garbage = new Array(50_000).fill({ round });
      if (round % 4 === 0) survivors.push(garbage);
    }
    survivors.length = 0;
    const before = young();
    vi.useFakeTimers();
    settleStartGarbage(() => 0, { afterMs: 0 });
    vi.advanceTimersByTime(0);
    expect(young()).toBeLessThan(before / 4);
  });
});
