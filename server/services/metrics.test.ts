import { afterEach, describe, expect, it } from 'vitest';
import { startMetrics, type Metrics } from './metrics';

let metrics: Metrics | undefined;
afterEach(() => metrics?.stop());

function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the metrics snapshot', () => {
  it("reports the process's CPU since the last reset, in percent of one core", async () => {
    metrics = startMetrics();
    spin(100);
    // A pause after the reset: CPU spent before it no longer counts, idle time lowers the share.
    metrics.reset();
    await new Promise((resolve) => setTimeout(resolve, 100));
    spin(100);
    const { cpu_percent } = metrics.snapshot();
    // About 50 % (100 ms of work in 200 ms); a busy machine may take some of it away.
    expect(cpu_percent.user + cpu_percent.system).toBeGreaterThan(15);
    expect(cpu_percent.user + cpu_percent.system).toBeLessThan(90);
  });

  it("counts the collector's pauses by kind, since the last reset", async () => {
    metrics = startMetrics();
    let garbage: { n: number }[] = [];
    for (let round = 0; round < 300; round++) {
      garbage = Array.from({ length: 10_000 }, (_, n) => ({ n }));
    }
    expect(garbage).toHaveLength(10_000);
    // The observer hears of collections after they happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { minor } = metrics.snapshot().gc_pauses;
    expect(minor.count).toBeGreaterThan(0);
    expect(minor.max_ms).toBeGreaterThan(0);
    expect(minor.total_ms).toBeGreaterThanOrEqual(minor.max_ms);
    metrics.reset();
    expect(metrics.snapshot().gc_pauses.minor).toEqual({ count: 0, total_ms: 0, max_ms: 0 });
  });
});
