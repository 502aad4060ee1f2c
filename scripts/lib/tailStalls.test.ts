import { describe, expect, it } from 'vitest';
import { describeTail, tailStalls, type ProcessStall } from './tailStalls';

const stall = (
  process: string,
  endedAt: number,
  ms: number,
  gcMs = 0,
  cpuMs = ms,
): ProcessStall => ({
  process,
  endedAt,
  ms,
  gcMs,
  cpuMs,
});

describe('the tail laid beside the stalls', () => {
  const step = {
    startedAt: 10_000,
    endedAt: 40_000,
    slowActions: [
      [12_050, 180], // inside g1's stall (11,900-12,100)
      [12_140, 90], // 40 ms after it ended: waited it out
      [20_000, 70], // no stall near
      [30_010, 60], // the bots' stall
    ] as [number, number][],
  };

  it('counts the slow actions that finished during or just after a stall of any process', () => {
    const tail = tailStalls(step, [
      stall('g1', 12_100, 200, 150, 190),
      stall('bots', 30_000, 80, 0, 5),
      stall('g2', 50_000, 300), // after the step
      stall('g2', 9_000, 100), // before it
    ]);
    expect(tail.slow).toBe(4);
    expect(tail.explained).toBe(3);
    expect([...tail.byProcess.keys()].sort()).toEqual(['bots', 'g1']);
    expect(describeTail(tail)).toBe(
      'slow 4, 3 during a stall; bots 1 stall(s) (max 80 ms, 0 % GC, 6 % CPU); g1 1 stall(s) (max 200 ms, 75 % GC, 95 % CPU)',
    );
  });

  it('puts nothing down to a stall that ended long before the action', () => {
    const tail = tailStalls(step, [stall('g1', 11_000, 200)]);
    expect(tail.explained).toBe(0);
    expect(describeTail(tail)).toBe(
      'slow 4, 0 during a stall; g1 1 stall(s) (max 200 ms, 0 % GC, 100 % CPU)',
    );
  });
});
