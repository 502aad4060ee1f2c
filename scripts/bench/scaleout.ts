/**
 * `npm run bench -- scaleout`: the actions a second that 1, 2 and 3 game processes sustain at a
 * patch p99 under 50 ms, each process held to the same CPU quota (a cgroup's `cpu.cfs_quota_us`)
 * while the bots, nginx, PostgreSQL and Redis run outside it. Each count of processes gets a
 * cluster of its own (`npm run cluster`: nginx in front, a fresh database, its own Redis
 * database) and the load test through nginx, stepping its rate up on the same games.
 *
 *   npm run bench -- scaleout [--quota 0.4] [--period-ms 10] [--games 300] [--seconds 20]
 *                             [--rates 50,100,150,200,300,400] [--processes 1,2,3] [--warm-up 1]
 *                             [--warm-up-rate 50] [--repeat 1] [--node-flags "--flag …"]
 *
 * The quota is enforced per period: a process that spends its share early in a period waits for
 * the next. With the kernel's default period of 100 ms that wait (up to 75 ms at a quarter of a
 * core) alone puts the p99 over 50 ms at any load that touches the quota; a 10 ms period, as
 * latency-sensitive deployments set, keeps the cap and bounds the wait to a few ms.
 *
 * Each count first plays `--warm-up` unmeasured steps, at the lowest rate or at `--warm-up-rate`
 * per process (`--warm-up 0` leaves them out): on fresh games a capped process spends its first
 * minutes compiling and making its first full collections, which put the first measured steps'
 * p99 several times above the later ones'. A function is optimised after enough calls in its own
 * process, so N processes sharing one rate warm up N times slower: the warm-up gives each process
 * the number of actions a lone one gets. `--repeat N` runs each count N times, the counts taking
 * turns, and judges each rate by its median over the runs (docs/capacity.md has what each of
 * these did and did not change).
 *
 * `--node-flags` adds V8 flags to every game process's own (`npm run cluster`'s `--node-flag`), to
 * try one under the quota (the collector's work, on the game's thread and V8's helper threads
 * alike, spends the same quota as the game: docs/capacity.md).
 *
 * Each step's report says where every game process's event loop and the bots' spent it: on a
 * core, held by the quota, or queued behind other processes for a core (scripts/lib/coreWait.ts).
 * A step lost to the queue measured the machine, not the game.
 *
 * Needs root (cgroup v1's cpu controller at /sys/fs/cgroup/cpu, or v2's cpu.max), PostgreSQL and
 * Redis (DATABASE_URL, REDIS_URL). docs/capacity.md has the method and the figures.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { createScratchDatabase } from '../../test/support/scratchDatabase';
import type { Stall } from '../../server/services/stallWatch';
import { median, numberArgument, stringArgument } from '../lib/stats';
import { describeTail, tailStalls, type ProcessStall } from '../lib/tailStalls';
import { CoreWatch, describeShares } from '../lib/coreWait';

const root = path.resolve(import.meta.dirname, '../..');
const quota = numberArgument('quota', 0.4);
const periodUs = numberArgument('period-ms', 10) * 1000;
const games = numberArgument('games', 300);
const seconds = numberArgument('seconds', 20);
const rates = stringArgument('rates') ?? '50,100,150,200,300,400';
const counts = (stringArgument('processes') ?? '1,2,3').split(',').map(Number);
const warmUpSteps = numberArgument('warm-up', 1);
/** Runs of each count; the table takes each rate's median over them. */
const repeats = numberArgument('repeat', 1);
/** Actions a second per process in the warm-up steps. */
const warmUpRate = numberArgument('warm-up-rate', Number(rates.split(',')[0]));
/** Extra Node or V8 flags for the game processes. */
const nodeFlags = (stringArgument('node-flags') ?? '').split(' ').filter(Boolean);
/** The latency a rate must be held at to count as sustained. */
const P99_LIMIT_MS = 50;
/** A step that delivers less than this share of its rate fell behind. */
const DELIVERED_SHARE = 0.95;

const databaseServer = process.env.DATABASE_URL;
const redisServer = process.env.REDIS_URL;
if (!databaseServer || !redisServer) {
  console.error('The scale-out bench needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL.');
  process.exit(2);
}

/** A CPU cap for one process: cgroup v2's cpu.max where it is mounted, else v1's cpu controller. */
function cpuCap(name: string) {
  const v2 = '/sys/fs/cgroup/cgroup.controllers';
  const dir = existsSync(v2)
    ? path.join('/sys/fs/cgroup', `conquest-${name}`)
    : path.join('/sys/fs/cgroup/cpu', `conquest-${name}`);
  mkdirSync(dir, { recursive: true });
  if (existsSync(v2))
    writeFileSync(path.join(dir, 'cpu.max'), `${Math.round(quota * periodUs)} ${periodUs}`);
  else {
    // No quota while the period changes (a quota over the period is refused), then the quota.
    writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), '-1');
    writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(periodUs));
    writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(quota * periodUs)));
  }
  return {
    dir,
    /** Moves a process (and every thread and child it makes from now on) under the cap. */
    hold: (pid: number) => writeFileSync(path.join(dir, 'cgroup.procs'), String(pid)),
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // Still holding a process that has not exited yet: the next run reuses it.
      }
    },
  };
}

interface Step {
  rate: number;
  accepted_per_s: number;
  patch_ms: { p50: number; p99: number };
  started_at: number;
  /** Actions over 50 ms: [finished at (epoch ms), ms]. */
  slow_actions: [number, number][];
  bot_stalls: Stall[];
}

/** Where each game process's event loop and the bots' spent each step (coreWait.ts). */
const coreWatch = new CoreWatch();

/** The game processes' stall warnings, as their cluster prints them ([gN] and pino's JSON). */
const processStalls: ProcessStall[] = [];

function recordStall(line: string) {
  const warning = /^\[(g\d+)\] (\{.*"event loop stalled".*\})$/.exec(line);
  if (!warning) return;
  const { time, ms, gc_ms, cpu_ms } = JSON.parse(warning[2]!) as Record<string, number | string>;
  processStalls.push({
    process: warning[1]!,
    endedAt: Date.parse(String(time)),
    ms: Number(ms),
    gcMs: Number(gc_ms),
    cpuMs: Number(cpu_ms),
  });
}

/** Starts `npm run cluster` with `processes`, caps each game process as it reports its pid. */
async function startCluster(processes: number, env: Record<string, string>) {
  // Below the ephemeral range, where a free port's neighbours (the processes' own ports) may be
  // taken by an outgoing connection.
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const caps = Array.from({ length: processes }, (_, i) => cpuCap(`g${i + 1}`));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/cluster.ts',
      '--processes',
      String(processes),
      '--port',
      String(port),
      ...nodeFlags.map((flag) => `--node-flag=${flag}`),
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}) while starting`)));
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        const pid = /^\[g(\d+)\] pid (\d+)/.exec(line);
        if (pid) {
          const cap = caps[Number(pid[1]) - 1]!;
          cap.hold(Number(pid[2]));
          coreWatch.watch(`g${pid[1]}`, Number(pid[2]), cap.dir);
        }
        recordStall(line);
        if (line.startsWith('Ctrl-C stops everything')) resolve();
        if (/error|exited/i.test(line) && !line.includes('event loop stalled'))
          console.error(`  cluster: ${line}`);
      });
    }
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      for (const cap of caps) cap.remove();
    },
  };
}

/**
 * The load test through the cluster's nginx, one step per rate; its report's steps. Run beside
 * this process's event loop, which meanwhile reads the cluster's stall warnings.
 */
async function loadTest(baseUrl: string, processes: number): Promise<Step[]> {
  const run = spawn(
    process.execPath,
    [
      '--initial-old-space-size=4096',
      '--import',
      'tsx',
      'scripts/bots/loadtest.ts',
      '--url',
      baseUrl,
      '--games',
      String(games),
      '--players',
      '6',
      '--rates',
      [...Array<number>(warmUpSteps).fill(warmUpRate * processes), rates].join(','),
      '--seconds',
      String(seconds),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (run.pid) coreWatch.watch('bots', run.pid);
  let stdout = '';
  let stderr = '';
  run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => run.once('close', resolve));
  const json = stdout.slice(stdout.indexOf('\n{') + 1);
  if (status !== 0 || !json.trim()) throw new Error(`the load test failed:\n${stderr}`);
  const { steps } = JSON.parse(json) as { steps: Step[] };
  return steps.slice(warmUpSteps);
}

/**
 * The highest rate up to which every step was delivered in full at p99 under the limit, with its
 * step. Not merely the highest step under it: a p99 that jumps between neighbouring rates (one
 * process gave 499 ms at 100/s and 15 ms at 300/s) would make that a lottery.
 */
function sustained(steps: readonly Step[]): Step | undefined {
  const failed = steps.findIndex(
    (s) => s.accepted_per_s < s.rate * DELIVERED_SHARE || s.patch_ms.p99 >= P99_LIMIT_MS,
  );
  return (failed < 0 ? steps : steps.slice(0, failed)).at(-1);
}

/** One count's run on a cluster of its own: each measured step, with its stalls printed. */
const measure = async (processes: number): Promise<Step[]> => {
  const database = await createScratchDatabase(databaseServer);
  const redisUrl = new URL(redisServer);
  redisUrl.pathname = `/${10 + processes}`;
  const redis = new Redis(redisUrl.toString());
  await redis.flushdb();
  redis.disconnect();
  console.log(
    `\n${processes} process(es), each held to ${quota} of a core (period ${periodUs / 1000} ms)…`,
  );
  const cluster = await startCluster(processes, {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl.toString(),
    NODE_ENV: 'production',
    // Thousands of bots sign up from this one address.
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    // Below the 50 ms limit: every stall that could make a slow action is told.
    STALL_WARN_MS: '40',
  });
  try {
    const steps = await loadTest(cluster.baseUrl, processes);
    for (const step of steps) {
      console.log(
        `  rate ${step.rate}/s: delivered ${step.accepted_per_s}/s, patch p50 ${step.patch_ms.p50} ms, p99 ${step.patch_ms.p99} ms`,
      );
      const tail = tailStalls(
        {
          startedAt: step.started_at,
          endedAt: step.started_at + seconds * 1000,
          slowActions: step.slow_actions,
        },
        [...processStalls, ...step.bot_stalls.map((stall) => ({ ...stall, process: 'bots' }))],
      );
      console.log(`    ${describeTail(tail)}`);
      const shares = coreWatch.shares(step.started_at, step.started_at + seconds * 1000);
      console.log(`    event loops: ${describeShares(shares)}`);
    }
    return steps;
  } finally {
    coreWatch.clear();
    await cluster.stop();
    await database.drop();
  }
};

/** Each rate's median delivery and latencies over repeated runs of one count. */
function medianSteps(runs: readonly Step[][]): Step[] {
  return runs[0]!.map((first, i) => {
    const at = runs.map((steps) => steps[i]!);
    return {
      ...first,
      accepted_per_s: median(at.map((step) => step.accepted_per_s)),
      patch_ms: {
        p50: median(at.map((step) => step.patch_ms.p50)),
        p99: median(at.map((step) => step.patch_ms.p99)),
      },
    };
  });
}

// The counts take turns, so that whatever else the machine does falls on all of them alike.
const runsByCount = new Map<number, Step[][]>(counts.map((processes) => [processes, []]));
for (let run = 0; run < repeats; run++)
  for (const processes of counts) runsByCount.get(processes)!.push(await measure(processes));
const rows = counts.map((processes) => ({
  processes,
  held: sustained(medianSteps(runsByCount.get(processes)!)),
}));

const one = rows.find((row) => row.processes === 1)?.held?.rate;
console.log(
  `\nSustained at p99 < ${P99_LIMIT_MS} ms (${repeats > 1 ? `medians of ${repeats} runs` : 'one run'}), ${quota} of a core per process:`,
);
console.log('| processes | actions/s | p99 at that rate | × one process |');
console.log('|---|---|---|---|');
for (const { processes, held } of rows)
  console.log(
    `| ${processes} | ${held?.rate ?? 'none'} | ${held ? `${held.patch_ms.p99} ms` : '-'} | ${held && one ? (held.rate / one).toFixed(2) : '-'} |`,
  );
