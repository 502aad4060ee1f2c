import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { watchStalls, type Stall } from './stallWatch';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Keeps the thread busy for `ms` of its own CPU time, however busy the machine is. */
const spin = (ms: number) => {
  for (const start = process.cpuUsage(); process.cpuUsage(start).user < ms * 1000;);
};
const spinWall = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;);
};
/** Blocks the thread without using the CPU, as a descheduled process does. */
const sleepBlocked = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const ticks = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the stall watch', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function watch(thresholdMs: number) {
    const stalls: Stall[] = [];
    stop = watchStalls(thresholdMs, (stall) => stalls.push(stall));
    return stalls;
  }

  /** The stall that ended first at or after `at`: the one a block just before `at` caused. */
  const endingAfter = (stalls: Stall[], at: number) => stalls.find((s) => s.endedAt >= at);

  it('tells a busy stall from one in which the process was not running', async () => {
    const stalls = watch(100);
    await ticks(30);
    spin(250);
    const spun = Date.now();
    await ticks(40);
    sleepBlocked(250);
    const slept = Date.now();
    await ticks(40);
    const busy = endingAfter(stalls, spun);
    const asleep = endingAfter(stalls, slept);
    expect(busy!.ms).toBeGreaterThanOrEqual(240);
    expect(busy!.cpuMs).toBeGreaterThan(150);
    expect(busy!.gcMs).toBeLessThan(20);
    expect(asleep!.ms).toBeGreaterThanOrEqual(240);
    expect(asleep!.cpuMs).toBeLessThan(80);
  });

  it("counts the collector's pause inside a stall", async () => {
    const stalls = watch(100);
    await ticks(30);
    const garbage = Array.from({ length: 1_500_000 }, (_, i) => ({ i, next: { i } }));
    spin(100);
    collect();
    const collected = Date.now();
    await ticks(40);
    expect(garbage).toHaveLength(1_500_000);
    const stall = endingAfter(stalls, collected);
    expect(stall!.gcMs).toBeGreaterThan(0);
    expect(stall!.gcMs).toBeLessThanOrEqual(stall!.ms);
  });

  it('says nothing of a stall under the threshold, nor after it is stopped', async () => {
    const stalls = watch(600);
    await ticks(30);
    spinWall(100);
    await ticks(30);
    stop!();
    spinWall(700);
    await ticks(30);
    expect(stalls).toEqual([]);
  });
});
