import { PerformanceObserver } from 'node:perf_hooks';

/** A stretch in which this process's event loop ran nothing: every reply waited it out. */
export interface Stall {
  /** When it ended (epoch ms). */
  endedAt: number;
  ms: number;
  /** The collector's pauses inside it. */
  gcMs: number;
  /**
   * CPU the whole process used meanwhile (every thread). Near `ms`: the process was busy (its own
   * work or the collector). Near 0: it was not scheduled (a CPU quota, or other processes).
   */
  cpuMs: number;
}

const TICK_MS = 10;

/**
 * Reports every event-loop stall longer than `thresholdMs`, with what the process did meanwhile.
 * A latency spike under load is the game's own work, a collection, or the machine; one p99 cannot
 * tell them apart, these reports can. Returns the function that stops watching.
 */
export function watchStalls(thresholdMs: number, report: (stall: Stall) => void): () => void {
  let pauses: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });

  let last = performance.now();
  let cpuAtLast = process.cpuUsage();
  // A collection's entry arrives after the stall it caused: a stall is told one tick later.
  let pending: { from: number; to: number; endedAt: number; cpuMs: number } | undefined;
  const timer = setInterval(() => {
    if (pending) {
      const { from, to } = pending;
      const gcMs = pauses.reduce(
        (sum, pause) => sum + Math.max(0, Math.min(pause.end, to) - Math.max(pause.start, from)),
        0,
      );
      report({
        endedAt: pending.endedAt,
        ms: Math.round(to - from),
        gcMs: Math.round(gcMs),
        cpuMs: Math.round(pending.cpuMs),
      });
    }
    const now = performance.now();
    const cpu = process.cpuUsage(cpuAtLast);
    pending =
      now - last - TICK_MS > thresholdMs
        ? {
            from: last + TICK_MS,
            to: now,
            endedAt: Date.now(),
            cpuMs: (cpu.user + cpu.system) / 1000,
          }
        : undefined;
    // A pause that ended before this tick's start cannot fall inside a stall still to be told.
    pauses = pauses.filter((pause) => pause.end > last);
    last = now;
    cpuAtLast = process.cpuUsage();
  }, TICK_MS).unref();
  return () => {
    clearInterval(timer);
    observer.disconnect();
  };
}
