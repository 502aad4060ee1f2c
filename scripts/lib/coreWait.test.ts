import { describe, expect, it } from 'vitest';
import { coreShares, throttledNs, type CoreSample } from './coreWait';

const sample = (at: number, ranMs: number, waitedMs: number, throttledMs: number): CoreSample => ({
  at,
  ranNs: ranMs * 1e6,
  waitedNs: waitedMs * 1e6,
  throttledNs: throttledMs * 1e6,
});

describe('coreShares', () => {
  it('splits a span into running, the quota and the queue for a core', () => {
    const samples = [
      sample(0, 0, 0, 0),
      sample(1000, 100, 50, 0),
      sample(3000, 600, 1700, 1200),
      sample(4000, 700, 1800, 1200),
    ];
    // From 1,000 to 3,000 ms: ran 500 ms, waited 1,650 ms of which 1,200 throttled.
    expect(coreShares(samples, 1000, 3000)).toEqual({ ran: 25, throttled: 60, queued: 22.5 });
    // The samples inside the span bound it: 0-4,000 ms.
    expect(coreShares(samples, -5, 4500)).toEqual({ ran: 17.5, throttled: 30, queued: 15 });
  });

  it('starts again at a restart, whose counters begin afresh', () => {
    const samples = [
      sample(0, 0, 0, 0),
      sample(1000, 900, 0, 0),
      sample(2000, 100, 200, 0),
      sample(3000, 300, 400, 0),
    ];
    expect(coreShares(samples, 0, 3000)).toEqual({ ran: 20, throttled: 0, queued: 20 });
  });

  it('needs two samples in the span', () => {
    expect(coreShares([sample(0, 0, 0, 0)], 0, 1000)).toBeUndefined();
    expect(coreShares([sample(0, 0, 0, 0), sample(5000, 1, 1, 0)], 1000, 4000)).toBeUndefined();
  });

  it('never counts the queue below nothing', () => {
    const samples = [sample(0, 0, 0, 0), sample(1000, 250, 700, 750)];
    expect(coreShares(samples, 0, 1000)).toEqual({ ran: 25, throttled: 75, queued: 0 });
  });
});

describe('throttledNs', () => {
  it('reads cgroup v1 and v2', () => {
    expect(throttledNs('nr_periods 5\nnr_throttled 2\nthrottled_time 1500\n')).toBe(1500);
    expect(throttledNs('usage_usec 9\nnr_throttled 2\nthrottled_usec 3\n')).toBe(3000);
    expect(throttledNs('nr_periods 0\n')).toBe(0);
  });
});
