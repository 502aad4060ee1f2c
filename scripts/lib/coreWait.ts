import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a capped game process's event loop spent a step: running, queued for a core, or held by
 * its CPU quota. A stall with little CPU in it (stallWatch.ts) says the loop was not running but
 * not why; on a shared machine the answer decides whether a slow step measured the game or the
 * machine. Linux only: the kernel's scheduler statistics (/proc/PID/schedstat, of the process's
 * first thread, which runs the event loop) and the cgroup's cpu.stat.
 */
export interface CoreSample {
  /** Epoch ms. */
  at: number;
  /** The event loop's thread: time on a core, and time runnable but waiting for one (ns). */
  ranNs: number;
  waitedNs: number;
  /** The process's cgroup: time its quota held it off every core (ns). */
  throttledNs: number;
}

/**
 * A process's event loop over a step, in per cent of its wall time: on a core, held by its quota,
 * and queued behind other processes for a core. The kernel counts a throttled thread as waiting
 * (a busy loop capped at a quarter of a core, measured: ran 24 %, waited 74 %, of which the
 * cgroup was throttled 49 %, on a machine at load 10), so the queue is the wait less the quota's.
 */
export interface CoreShares {
  ran: number;
  throttled: number;
  queued: number;
}

/** One sample of a process (held in the cgroup at `cgroupDir`, if any); undefined once it is gone. */
export function sampleCore(pid: number, cgroupDir?: string): CoreSample | undefined {
  try {
    const [ranNs, waitedNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return {
      at: Date.now(),
      ranNs: ranNs!,
      waitedNs: waitedNs!,
      throttledNs: cgroupDir
        ? throttledNs(readFileSync(path.join(cgroupDir, 'cpu.stat'), 'utf8'))
        : 0,
    };
  } catch {
    return undefined;
  }
}

/** cgroup v1 counts `throttled_time` in ns, v2 `throttled_usec`. */
export function throttledNs(cpuStat: string): number {
  const v1 = /^throttled_time (\d+)$/m.exec(cpuStat);
  if (v1) return Number(v1[1]);
  const v2 = /^throttled_usec (\d+)$/m.exec(cpuStat);
  return v2 ? Number(v2[1]) * 1000 : 0;
}

/**
 * The shares between the first sample at or after `from` and the last at or before `to` (the
 * samples of one process, oldest first); undefined without two such samples. A process that was
 * started again within the span restarts its counters: the span is then cut at the restart.
 */
export function coreShares(
  samples: readonly CoreSample[],
  from: number,
  to: number,
): CoreShares | undefined {
  const inSpan = samples.filter((sample) => sample.at >= from && sample.at <= to);
  let first = inSpan[0];
  const last = inSpan.at(-1);
  if (!first || !last || last.at === first.at) return undefined;
  for (let i = 1; i < inSpan.length; i++)
    if (inSpan[i]!.ranNs < inSpan[i - 1]!.ranNs) first = inSpan[i]!;
  const wallNs = (last.at - first.at) * 1e6;
  if (wallNs <= 0) return undefined;
  const share = (ns: number) => Math.round((1000 * ns) / wallNs) / 10;
  const throttled = last.throttledNs - first.throttledNs;
  return {
    ran: share(last.ranNs - first.ranNs),
    throttled: share(throttled),
    queued: share(Math.max(0, last.waitedNs - first.waitedNs - throttled)),
  };
}

/** `g1 ran 8 %, quota 0 %, queued 12 %` for each process, in name order. */
export function describeShares(shares: ReadonlyMap<string, CoreShares | undefined>): string {
  return [...shares]
    .filter((entry): entry is [string, CoreShares] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, s]) => `${name} ran ${s.ran} %, quota ${s.throttled} %, queued ${s.queued} %`)
    .join('; ');
}

const SAMPLE_MS = 500;

/** Samples named processes twice a second, for their shares over any span of the run. */
export class CoreWatch {
  private watched = new Map<string, { pid: number; cgroupDir?: string }>();
  private samples = new Map<string, CoreSample[]>();
  private timer: NodeJS.Timeout | undefined;

  /** Follows `name` in process `pid` from now on (a restarted process replaces its old pid). */
  watch(name: string, pid: number, cgroupDir?: string): void {
    this.watched.set(name, { pid, cgroupDir });
    this.timer ??= setInterval(() => this.sample(), SAMPLE_MS).unref();
    this.sample();
  }

  shares(from: number, to: number): Map<string, CoreShares | undefined> {
    return new Map(
      [...this.samples].map(([name, samples]) => [name, coreShares(samples, from, to)]),
    );
  }

  /** Forgets every process and its samples, and stops sampling. */
  clear(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.watched.clear();
    this.samples.clear();
  }

  private sample(): void {
    for (const [name, { pid, cgroupDir }] of this.watched) {
      const sample = sampleCore(pid, cgroupDir);
      if (!sample) continue;
      const samples = this.samples.get(name) ?? [];
      samples.push(sample);
      this.samples.set(name, samples);
    }
  }
}
