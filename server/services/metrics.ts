import {
  createHistogram,
  monitorEventLoopDelay,
  PerformanceObserver,
  type EventLoopUtilization,
} from 'node:perf_hooks';
import { matchMaker } from '@colyseus/core';
import { prometheusMetrics, type CallOutcome } from './prometheus';

const MS = 1e6;

type DatabaseLoad = (since?: EventLoopUtilization) => EventLoopUtilization;

/**
 * Process health for operators and the load test: memory, event-loop lag, live rooms and actions
 * (the JSON snapshot), and the same figures and more for Prometheus (`prometheus`).
 */
export function startMetrics() {
  const prometheus = prometheusMetrics();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  // Microseconds from a play call's arrival to its reply, for calls that changed a game (the
  // commit and the patches to every client included).
  const actions = createHistogram();
  let databaseLoad: DatabaseLoad | undefined;
  let databaseSince: EventLoopUtilization | undefined;
  let cpuSince = { usage: process.cpuUsage(), at: performance.now() };
  const pauses = watchGcPauses();
  return {
    prometheus,
    /** The embedded database thread's utilization (worker.performance's), when it has one. */
    watchDatabase(load: DatabaseLoad | undefined) {
      databaseLoad = load;
      databaseSince = load?.();
    },
    /** One play call; `changed`: it committed a new version of the game. */
    recordCall(action: string, outcome: CallOutcome, ms: number, changed: boolean) {
      prometheus.playCall(action, outcome, ms / 1000);
      if (changed) actions.record(Math.max(1, Math.round(ms * 1000)));
    },
    /** `collect`: run a full garbage collection first when the process allows it (--expose-gc). */
    snapshot(collect = false) {
      const cpu = cpuPercentSince(cpuSince);
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
        actions: {
          count: actions.count,
          p50_ms: actions.count ? +(actions.percentile(50) / 1000).toFixed(2) : null,
          p99_ms: actions.count ? +(actions.percentile(99) / 1000).toFixed(2) : null,
        },
        // The embedded database's thread: the share of time it was busy since the last reset.
        database_busy_percent: databaseLoad
          ? +(databaseLoad(databaseSince).utilization * 100).toFixed(1)
          : null,
        // The whole process (every thread, the kernel's share apart) since the last reset, in
        // percent of one core: what the machine pays for the load, however it is scheduled.
        cpu_percent: cpu,
        // The collector's pauses since the last reset by kind: where a latency spike under load
        // comes from when it is not the game's own work.
        gc_pauses: pauses.summary(),
      };
    },
    reset: () => {
      lag.reset();
      actions.reset();
      databaseSince = databaseLoad?.();
      cpuSince = { usage: process.cpuUsage(), at: performance.now() };
      pauses.reset();
    },
    stop: () => {
      lag.disable();
      pauses.stop();
    },
  };
}

export type Metrics = ReturnType<typeof startMetrics>;

function cpuPercentSince(since: { usage: NodeJS.CpuUsage; at: number }) {
  const used = process.cpuUsage(since.usage);
  const elapsedUs = Math.max(1, (performance.now() - since.at) * 1000);
  return {
    user: +((100 * used.user) / elapsedUs).toFixed(1),
    system: +((100 * used.system) / elapsedUs).toFixed(1),
  };
}

const GC_KINDS = ['minor', 'major', 'incremental', 'weakcb'] as const;
type GcKind = (typeof GC_KINDS)[number];
// node:perf_hooks' constants.NODE_PERFORMANCE_GC_* (1, 4, 8, 16), by the names operators know.
const GC_KIND_OF: Record<number, GcKind> = {
  1: 'minor',
  4: 'major',
  8: 'incremental',
  16: 'weakcb',
};

/** Counts, total and longest pause of each kind of garbage collection. */
function watchGcPauses() {
  const empty = () =>
    Object.fromEntries(
      GC_KINDS.map((kind) => [kind, { count: 0, total_ms: 0, max_ms: 0 }]),
    ) as Record<GcKind, { count: number; total_ms: number; max_ms: number }>;
  let byKind = empty();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A gc entry's detail is {kind, flags} (node:perf_hooks), typed loosely by @types/node.
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = GC_KIND_OF[detail?.kind ?? 0];
      if (!kind) continue;
      const pause = byKind[kind];
      pause.count += 1;
      pause.total_ms += entry.duration;
      pause.max_ms = Math.max(pause.max_ms, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    summary: () =>
      Object.fromEntries(
        GC_KINDS.map((kind) => {
          const { count, total_ms, max_ms } = byKind[kind];
          return [kind, { count, total_ms: +total_ms.toFixed(1), max_ms: +max_ms.toFixed(1) }];
        }),
      ) as Record<GcKind, { count: number; total_ms: number; max_ms: number }>,
    reset: () => {
      byKind = empty();
    },
    stop: () => observer.disconnect(),
  };
}
