import type { Stall } from '../../server/services/stallWatch';

/** A stall of one process in a cluster run: a game process (`g1`…) or the bots. */
export interface ProcessStall extends Stall {
  process: string;
}

/** Slack around a stall within which a slow action is put down to it (a reply's own path). */
const SLACK_MS = 50;

/**
 * Lays a step's slow actions (`[finished at, ms]`, epoch ms) beside the stalls of every process:
 * how many of them finished during or just after a stall, and each process's stalls in the step.
 * An action that waited out a stall finished after the stall began and at most SLACK_MS after it
 * ended.
 */
export function tailStalls(
  step: { startedAt: number; endedAt: number; slowActions: readonly [number, number][] },
  stalls: readonly ProcessStall[],
) {
  const inStep = stalls.filter(
    (stall) => stall.endedAt >= step.startedAt && stall.endedAt - stall.ms <= step.endedAt,
  );
  const explained = step.slowActions.filter(([finishedAt]) =>
    inStep.some(
      (stall) => finishedAt >= stall.endedAt - stall.ms && finishedAt <= stall.endedAt + SLACK_MS,
    ),
  ).length;
  const byProcess = new Map<
    string,
    { count: number; maxMs: number; ms: number; gcMs: number; cpuMs: number }
  >();
  for (const stall of inStep) {
    const sum = byProcess.get(stall.process) ?? { count: 0, maxMs: 0, ms: 0, gcMs: 0, cpuMs: 0 };
    sum.count += 1;
    sum.maxMs = Math.max(sum.maxMs, stall.ms);
    sum.ms += stall.ms;
    sum.gcMs += stall.gcMs;
    sum.cpuMs += stall.cpuMs;
    byProcess.set(stall.process, sum);
  }
  return { slow: step.slowActions.length, explained, byProcess };
}

/** One line for a step's report: `slow 12, 10 during a stall; g1 3 stalls (max 180 ms, 40 % GC, 90 % CPU)`. */
export function describeTail(tail: ReturnType<typeof tailStalls>): string {
  const processes = [...tail.byProcess]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, s]) =>
        `${name} ${s.count} stall(s) (max ${s.maxMs} ms, ${percent(s.gcMs, s.ms)} % GC, ${percent(s.cpuMs, s.ms)} % CPU)`,
    );
  return [`slow ${tail.slow}, ${tail.explained} during a stall`, ...processes].join('; ');
}

const percent = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);
