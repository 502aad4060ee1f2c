import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker } from '@colyseus/core';

const MS = 1e6;

/** Process health for operators and the load test: memory, event-loop lag and live rooms. */
export function startMetrics() {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  return {
    /** `collect`: run a full garbage collection first when the process allows it (--expose-gc). */
    snapshot(collect = false) {
      if (collect) (globalThis as { gc?: () => void }).gc?.();
      const memory = process.memoryUsage();
      return {
        uptime_s: Math.round(process.uptime()),
        rss_mib: +(memory.rss / 2 ** 20).toFixed(1),
        heap_used_mib: +(memory.heapUsed / 2 ** 20).toFixed(1),
        rooms: matchMaker.stats.local.roomCount,
        clients: matchMaker.stats.local.ccu,
        event_loop_lag_ms: {
          p50: +(lag.percentile(50) / MS).toFixed(2),
          p99: +(lag.percentile(99) / MS).toFixed(2),
          max: +(lag.max / MS).toFixed(2),
        },
      };
    },
    reset: () => lag.reset(),
    stop: () => lag.disable(),
  };
}

export type Metrics = ReturnType<typeof startMetrics>;
