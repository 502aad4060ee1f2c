import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TICK_MS, tickWithOtherRooms } from './roomClocks';

type Clock = Parameters<typeof tickWithOtherRooms>[0];
const clockCounting = (ticks: { count: number }, fail = false) =>
  ({
    tick: () => {
      ticks.count++;
      if (fail) throw new Error('a handler failed');
    },
  }) as unknown as Clock;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('one ticker for every room clock', () => {
  it('advances each registered clock every tick, on one timer, until it is stopped', () => {
    vi.useFakeTimers();
    const first = { count: 0 };
    const second = { count: 0 };
    const stopFirst = tickWithOtherRooms(clockCounting(first));
    const stopSecond = tickWithOtherRooms(clockCounting(second));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(CLOCK_TICK_MS * 3);
    expect([first.count, second.count]).toEqual([3, 3]);
    stopFirst();
    vi.advanceTimersByTime(CLOCK_TICK_MS * 2);
    expect([first.count, second.count]).toEqual([3, 5]);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps ticking the other rooms when one clock throws', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { count: 0 };
    const healthy = { count: 0 };
    const stops = [
      tickWithOtherRooms(clockCounting(failing, true)),
      tickWithOtherRooms(clockCounting(healthy)),
    ];
    vi.advanceTimersByTime(CLOCK_TICK_MS * 2);
    expect([failing.count, healthy.count]).toEqual([2, 2]);
    expect(console.error).toHaveBeenCalledTimes(2);
    for (const stop of stops) stop();
  });
});
