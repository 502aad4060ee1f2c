/**
 * Load test with bots: N games of P players playing at a target rate of accepted actions per
 * second, each seat either its own WebSocket on @colyseus/sdk (--transport room, the play
 * screen's path) or an outside client over HTTP only (--transport http: POST play/{action},
 * reading each reply's update-state). Against a running server (--url) or, by default, a fresh
 * server process on the embedded database (whose memory and event-loop lag it reports).
 *
 *   npx tsx scripts/bots/loadtest.ts [--url http://host:port] [--games 100] [--players 6]
 *                                    [--rate 100] [--seconds 30] [--map 1] [--transport room]
 *                                    [--pace human [--speed 1]] [--reference bare]
 *                                    [--rates 100,200,400]
 *
 * `--rates` plays `--seconds` at each rate in turn on the same games and reports each step (the
 * scale-out bench, scripts/bench/scaleout.ts, finds the highest rate held at p99 < 50 ms); the
 * detailed report is of the last step.
 *
 * `--reference bare` runs the same clients, requests and patches against bare Colyseus rooms
 * with no database or rules (bareServer.ts): what the game adds is the difference.
 *
 * `npm run loadtest` gives this process a V8 heap that may grow to 4 GB before a full collection:
 * six thousand clients' decoded rooms make a heap of about a gigabyte here, whose collection
 * held every bot for half a second and showed as a spike in the server's figures. Once playing,
 * one still comes about every 100 s; the schedule then catches up at a bounded rate
 * (paceSchedule.ts), so that the bots' own stall does not reach the server as a burst.
 *
 * `--pace human` seats computer players of shared/ai (easy, normal and hard in turn) that think
 * like people (scripts/bots/pacing.ts), sleep a tab or reconnect now and then; `--rate` is then
 * a ceiling, and `--speed 4` plays four times faster than a person.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMapFiles } from '../../server/services/mapCatalog';
import { watchStalls, type Stall } from '../../server/services/stallWatch';
import { PASSWORD_HASHING_LIMITS } from '../../server/services/rateLimits';
import type { MapEntity } from '../../shared/protocol/maps';
import { HttpClient } from '../../test/support/httpClient';
import { createScratchDatabase } from '../../test/support/scratchDatabase';
import { freePort, startServerProcess } from '../lib/serverProcess';
import { numberArgument, percentile, progress, stringArgument } from '../lib/stats';
import { BareSeat } from './bareSeat';
import { BotSeat, type ActionTiming } from './botClient';
import { HttpBotSeat } from './httpSeat';
import { KeepAliveJsonClient } from './keepAliveClient';
import { PaceSchedule } from './paceSchedule';
import { BotPolicy, levelOfBot } from './policy';

const games = numberArgument('games', 100);
const players = numberArgument('players', 6);
const rates = (stringArgument('rates') ?? String(numberArgument('rate', 100)))
  .split(',')
  .map(Number);
if (rates.some((r) => !(r > 0))) throw new Error('--rates is a list of positive numbers');
const rate = rates.at(-1)!;
const seconds = numberArgument('seconds', 30);
const mapId = numberArgument('map', 1);
const transport = stringArgument('transport') ?? 'room';
/** Games created by one table of players (the create-game limit allows 20 per player in 10 minutes). */
const GAMES_PER_TABLE = 20;
/** An action over the scale-out's 50 ms limit is listed with when it happened. */
const SLOW_MS = 50;
/** The bots' own stalls that count: most of a slow action's limit. */
const STALL_MS = 40;
if (transport !== 'room' && transport !== 'http') throw new Error('--transport is room or http');
const reference = stringArgument('reference');
if (reference !== undefined && reference !== 'bare') throw new Error('--reference is bare');
const bare = reference === 'bare';
const humanPace = stringArgument('pace') === 'human';
const speed = numberArgument('speed', 1);
const map = (await readMapFiles()).find((file) => file.map.id === mapId)?.map;
if (!map) throw new Error(`no map ${mapId} in maps/`);

async function startTarget(): Promise<{
  baseUrl: string;
  child?: ChildProcess;
  dataDir?: string;
  scratch?: { url: string; drop(): Promise<void> };
}> {
  const url = stringArgument('url');
  if (url) return { baseUrl: url };
  const port = await freePort();
  if (bare) {
    const child = await startServerProcess(
      { PORT: String(port), NODE_ENV: 'production' },
      'scripts/bots/bareServer.ts',
    );
    return { baseUrl: `http://127.0.0.1:${port}`, child };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'conquest-load-'));
  // On a PostgreSQL server the run gets a database of its own, dropped afterwards.
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  // The server as deployed: the build (dist/server.js), made from the sources as they are.
  execFileSync(process.execPath, [fileURLToPath(new URL('../build-server.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
  const child = await startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'load-test-admin',
      // One process: the embedded database unless DATABASE_URL names a server; never a cluster.
      DATABASE_URL: scratch?.url ?? '',
      REDIS_URL: '',
      // Thousands of bots sign up from this one address: per-address limits would stop them.
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      // Measured as deployed (the Docker image runs production: React renders fragments without
      // its development checks, Express caches views).
      NODE_ENV: 'production',
      NODE_OPTIONS: '--expose-gc ' + (process.env.SERVER_NODE_OPTIONS ?? ''),
    },
    'dist/server.js',
  );
  return { baseUrl: `http://127.0.0.1:${port}`, child, dataDir, scratch };
}

async function metrics(admin: HttpClient | undefined, reset = false) {
  if (!admin) return undefined;
  return admin.json<{
    rss_mib: number;
    heap_used_mib: number;
    event_loop_lag_ms: { p99: number };
    actions: { p50_ms: number | null; p99_ms: number | null };
    database_busy_percent: number | null;
    cpu_percent: { user: number; system: number };
    gc_pauses: Record<string, { count: number; total_ms: number; max_ms: number }>;
  }>(admin.get(`/api/admin/metrics?gc=1${reset ? '&reset=1' : ''}`));
}

async function inBatches<T>(
  items: T[],
  size: number,
  run: (item: T) => Promise<unknown>,
  label: string,
) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
    progress(`${label}: ${Math.min(items.length, i + size)}/${items.length}`);
  }
}

/** Signs a bot up, waiting as long as a 429 (the password hashing's queue) says to. */
async function signUp(http: HttpClient, username: string) {
  for (;;) {
    const { response, body } = await http.register(username);
    if (response.status !== 429) {
      if (!body.success) throw new Error(`sign-up of ${username}: ${JSON.stringify(body)}`);
      return body;
    }
    await new Promise((resolve) => setTimeout(resolve, (body.retry_after ?? 1) * 1000));
  }
}

type Target = Awaited<ReturnType<typeof startTarget>>;

/**
 * A fresh server renders every map's images in the background, one map after another, for a
 * minute or more on two cores: asking for each waits until they are all done, so the run
 * measures a server in its steady state (whose images are cached on disk) and not its first
 * minutes.
 */
async function awaitMapImages(baseUrl: string) {
  const http = new HttpClient(baseUrl);
  const maps = await http.json<MapEntity[]>(http.get('/api/maps'));
  for (const { id } of maps) {
    const response = await http.get(`/assets/img/maps/${id}.small.jpg`);
    if (!response.ok) throw new Error(`map ${id}'s image: ${response.status}`);
    await response.arrayBuffer();
    progress(`map images: ${id}`);
  }
}

async function main(target: Target) {
  const admin = target.child ? new HttpClient(target.baseUrl) : undefined;
  if (admin) await admin.login('admin', 'load-test-admin');
  await awaitMapImages(target.baseUrl);
  const run = Date.now().toString(36);
  // One table of players per GAMES_PER_TABLE games: a player may create only so many games in a
  // while (the create-game rate limit), and real sites have many players, not six.
  const tables = Math.ceil(games / GAMES_PER_TABLE);
  const users: { http: HttpClient; userId: number; sid: string }[] = [];
  // The server hashes at most PASSWORD_HASHING_LIMITS.perAddress passwords at once for one address,
  // and every bot signs up from this one: as many at a time, and again when told to wait.
  await inBatches(
    Array.from({ length: tables * players }, (_, i) => i),
    PASSWORD_HASHING_LIMITS.perAddress,
    async (i) => {
      const http = new HttpClient(target.baseUrl);
      const body = await signUp(http, `bot_${run}_${i}`);
      users[i] = {
        http,
        userId: body.user.id as number,
        sid: /sid=([^;]+)/.exec(http.cookieHeader)![1]!,
      };
    },
    'sign-ups',
  );
  const tableOf = (game: number) => {
    const first = Math.floor(game / GAMES_PER_TABLE) * players;
    return users.slice(first, first + players);
  };
  const baseline = await metrics(admin);
  const options = {
    num_players: players,
    game_type: 0,
    cards: 3,
    fortification: 1,
    turn_order: 0,
    players_per_team: 1,
    turn_time: 3600,
    pointless: 1,
    map_id: mapId,
  };
  const tablesOfGames: { gameId: number; table: typeof users }[] = [];
  await inBatches(
    Array.from({ length: games }, (_, i) => i),
    20,
    async (game) => {
      const table = tableOf(game);
      const created = await table[0]!.http.json<{ game_id?: number; error?: string }>(
        table[0]!.http.post('/game/create', { ...options, color: 0 }),
      );
      if (!created.game_id) throw new Error(`could not create a game: ${created.error}`);
      for (let seat = 1; seat < players; seat++) {
        await table[seat]!.http.post(`/game/${created.game_id}/play/join-game`, { color: seat });
      }
      tablesOfGames.push({ gameId: created.game_id, table });
    },
    'creating games',
  );
  // Each HTTP bot keeps its account's cookie and CSRF token, as a browser would.
  const outsideClients = new Map<number, KeepAliveJsonClient>();
  if (transport === 'http') {
    for (const user of users) {
      const { csrfToken } = await user.http.refreshSession();
      outsideClients.set(
        user.userId,
        new KeepAliveJsonClient(target.baseUrl, user.http.cookieHeader, csrfToken),
      );
    }
  }
  const seats = tablesOfGames.flatMap(({ gameId, table }) =>
    table.map((user, seat) => {
      const policy = humanPace
        ? new BotPolicy(levelOfBot(seat), gameId * 16 + seat, undefined, speed)
        : undefined;
      return {
        user,
        bot:
          transport === 'room'
            ? new BotSeat(gameId, map!, policy)
            : new HttpBotSeat(gameId, map!, outsideClients.get(user.userId)!, policy),
      };
    }),
  );
  await inBatches(
    seats,
    50,
    ({ user, bot }) =>
      bot instanceof BotSeat ? bot.connect(target.baseUrl, user.sid) : bot.connect(),
    'connecting',
  );
  const loaded = await metrics(admin, true);

  const actors = seats.map(({ user, bot }) => ({ act: () => bot.act(user.userId) }));
  const steps: Awaited<ReturnType<typeof playAtRate>>[] = [];
  for (const stepRate of rates) steps.push(await playAtRate(actors, stepRate));
  const end = await metrics(admin);
  const { timings, elapsed, botCpuPercent, botLagP99Ms } = steps.at(-1)!;
  const accepted = timings.filter((t) => t.accepted);
  const acceptedInAll = steps.reduce((sum, step) => sum + step.accepted, 0);
  const elapsedInAll = steps.reduce((sum, step) => sum + step.elapsed, 0);
  const report = {
    games,
    players,
    clients: seats.length,
    target_rate: rate,
    accepted_per_s: +(accepted.length / elapsed).toFixed(1),
    transport,
    pace: humanPace ? `human x${speed}` : 'fixed rate',
    rejected: timings.length - accepted.length,
    // Every step, one or several: the scale-out bench reads each step's tail from here.
    steps: steps.map((step, i) => ({
      rate: rates[i],
      accepted_per_s: +(step.accepted / step.elapsed).toFixed(1),
      patch_ms: spread(step.timings.filter((t) => t.accepted).map((t) => t.patchMs)),
      // When the tail happened, to lay beside the processes' own stall warnings.
      started_at: step.startedAt,
      slow_actions: step.timings
        .filter((t) => t.accepted && t.patchMs > SLOW_MS)
        .map((t) => [Math.round(step.startedAt + t.doneAtS * 1000), Math.round(t.patchMs)]),
      bot_stalls: step.botStalls,
    })),
    update_state_polls: seats.reduce(
      (sum, { bot }) => sum + (bot instanceof HttpBotSeat ? bot.polls : 0),
      0,
    ),
    patch_ms: spread(accepted.map((t) => t.patchMs)),
    // A steady tail and a few bad moments look alike in one p99: this tells them apart.
    patch_p99_ms_by_10s: p99ByWindow(accepted),
    by_action: byAction(timings, spread),
    reply_ms: spread(accepted.map((t) => t.replyMs)),
    server_rss_mib: end?.rss_mib,
    // Heap after a full collection, and the whole process's growth (sockets and buffers
    // included) from before the games were created to when every client had joined.
    heap_per_room_mib:
      baseline && loaded
        ? +((loaded.heap_used_mib - baseline.heap_used_mib) / games).toFixed(3)
        : undefined,
    rss_per_room_mib:
      baseline && loaded ? +((loaded.rss_mib - baseline.rss_mib) / games).toFixed(3) : undefined,
    event_loop_lag_p99_ms: end?.event_loop_lag_ms.p99,
    // Inside the server, from a call's arrival to its reply (commit and patches included).
    server_action_ms: end && { p50: end.actions.p50_ms, p99: end.actions.p99_ms },
    // The server's collector over the run: a p99 spike that matches a long major pause is the
    // heap's, not the game's.
    server_gc_pauses: end?.gc_pauses,
    database_busy_percent: end?.database_busy_percent,
    // The server process's CPU over the run (all its threads, 100 = one core), and per accepted
    // action: the steadiest figure to compare two commits by on a shared machine.
    server_cpu_percent: end?.cpu_percent,
    server_cpu_ms_per_action:
      end && acceptedInAll
        ? +(
            ((end.cpu_percent.user + end.cpu_percent.system) * elapsedInAll * 10) /
            acceptedInAll
          ).toFixed(3)
        : undefined,
    // The bots' own share of the machine: on two cores they compete with the server.
    bot_cpu_percent: botCpuPercent,
    bot_event_loop_lag_p99_ms: botLagP99Ms,
  };
  console.log(`\n${JSON.stringify(report, null, 2)}`);
  await Promise.all(seats.map(({ bot }) => bot.leave()));
}

const spread = (sample: number[]) => ({
  p50: +percentile(sample, 50).toFixed(2),
  p99: +percentile(sample, 99).toFixed(2),
});

/**
 * Plays `seconds` at `rate` accepted actions a second over `actors` (seats that act when it is
 * their turn): the timings, and the bots' own CPU share and event-loop delay, which on two cores
 * they take from the server they measure.
 */
async function playAtRate(actors: { act(): Promise<ActionTiming> | null }[], rate: number) {
  const timings: (ActionTiming & { doneAtS: number })[] = [];
  const botCpu = process.cpuUsage();
  // The bots' own event-loop delay is part of every reply time they measure.
  const botLag = monitorEventLoopDelay({ resolution: 5 });
  botLag.enable();
  const botStalls: Stall[] = [];
  const stopStallWatch = watchStalls(STALL_MS, (stall) => botStalls.push(stall));
  const startedAt = Date.now();
  const started = performance.now();
  const schedule = new PaceSchedule(rate);
  let sent = 0;
  let reported = 0;
  // A tick of about a millisecond; the schedule says how many actions leave at each.
  while (performance.now() - started < seconds * 1000) {
    const due = schedule.due(performance.now() - started);
    for (let i = 0, tried = 0; i < due && tried < actors.length; tried++) {
      const pending = actors[(sent + tried) % actors.length]!.act();
      if (!pending) continue;
      void pending.then((timing) =>
        timings.push({ ...timing, doneAtS: (performance.now() - started) / 1000 }),
      );
      i++;
    }
    sent += due;
    if (performance.now() - reported > 500) {
      reported = performance.now();
      progress(
        `playing: ${timings.length} actions, ${((timings.length / (reported - started)) * 1000).toFixed(0)}/s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const elapsed = (performance.now() - started) / 1000;
  const botCpuUsed = process.cpuUsage(botCpu);
  botLag.disable();
  stopStallWatch();
  return {
    timings,
    startedAt,
    elapsed,
    botStalls,
    accepted: timings.filter((t) => t.accepted).length,
    botCpuPercent: +((botCpuUsed.user + botCpuUsed.system) / 1e4 / elapsed).toFixed(0),
    botLagP99Ms: +(botLag.percentile(99) / 1e6).toFixed(1),
  };
}

/**
 * The reference: the same clients, requests and patches against bare Colyseus rooms
 * (bareServer.ts), with no database, rules or per-viewer views.
 */
async function mainBare(baseUrl: string) {
  const seats = Array.from(
    { length: games * players },
    (_, i) => new BareSeat(Math.floor(i / players), i % players, players),
  );
  await inBatches(seats, 50, (seat) => seat.connect(baseUrl), 'connecting');
  const { timings, elapsed, botCpuPercent, botLagP99Ms } = await playAtRate(seats, rate);
  const accepted = timings.filter((t) => t.accepted);
  const report = {
    reference: 'bare Colyseus rooms',
    games,
    players,
    clients: seats.length,
    target_rate: rate,
    accepted_per_s: +(accepted.length / elapsed).toFixed(1),
    patch_ms: spread(accepted.map((t) => t.patchMs)),
    reply_ms: spread(accepted.map((t) => t.replyMs)),
    bot_cpu_percent: botCpuPercent,
    bot_event_loop_lag_p99_ms: botLagP99Ms,
  };
  console.log(`\n${JSON.stringify(report, null, 2)}`);
  await Promise.all(seats.map((seat) => seat.leave()));
}

const WINDOW_S = 10;

/** The p99 of the action-to-patch time in each WINDOW_S seconds of the run, by when it arrived. */
function p99ByWindow(timings: readonly { patchMs: number; doneAtS: number }[]) {
  const windows: number[][] = [];
  for (const t of timings) (windows[Math.floor(t.doneAtS / WINDOW_S)] ??= []).push(t.patchMs);
  return Array.from(windows, (sample) => (sample ? +percentile(sample, 99).toFixed(1) : null));
}

/** Per play call: how many were sent and refused, and the latency of the accepted ones. */
function byAction(
  timings: readonly ActionTiming[],
  spread: (sample: number[]) => { p50: number; p99: number },
) {
  const names = [...new Set(timings.map((t) => t.action))].sort();
  return Object.fromEntries(
    names.map((name) => {
      const ofName = timings.filter((t) => t.action === name);
      const accepted = ofName.filter((t) => t.accepted);
      return [
        name,
        {
          sent: ofName.length,
          rejected: ofName.length - accepted.length,
          patch_ms: accepted.length > 0 ? spread(accepted.map((t) => t.patchMs)) : null,
        },
      ];
    }),
  );
}

/** Stops the server the run started (also when the run failed) and removes its data. */
async function stopTarget(target: Target) {
  if (target.child && target.child.exitCode === null) {
    const exited = new Promise((resolve) => target.child!.once('exit', resolve));
    target.child.kill('SIGTERM');
    await exited;
  }
  if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  await target.scratch?.drop();
}

const target = await startTarget();
try {
  await (bare ? mainBare(target.baseUrl) : main(target));
} finally {
  await stopTarget(target);
}
