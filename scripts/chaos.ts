// `npm run chaos -- [--processes 3] [--games 6] [--seconds 60] [--interval 6] [--down 2] [--outage 3]`:
// a cluster of game processes on PostgreSQL and Redis (DATABASE_URL, REDIS_URL; a scratch
// database, dropped afterwards) while games are played over HTTP through whichever processes are
// alive, and every --interval seconds one process is SIGKILLed and restarted --down seconds
// later. The processes reach Redis and PostgreSQL through cuttable proxies: once each during the
// run, Redis and then PostgreSQL go away for --outage seconds (every connection dropped, new ones
// refused) and come back. Meanwhile every process is asked four times a second which games it
// holds a live room for: no game may be live in two at once (scripts/chaos/roomWatch.ts). At the
// end, every game's stored version must be exactly what the clients were told (nothing
// acknowledged lost, nothing applied twice) and every game must still take an action; the
// longest stall of each game is printed. Exits 1 on any violation.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { readMapFiles } from '../server/services/mapCatalog';
import { createScratchDatabase } from '../test/support/scratchDatabase';
import { HttpClient } from '../test/support/httpClient';
import { gameForm } from '../test/support/gameClients';
import { CuttableProxy } from '../test/support/cuttableProxy';
import { Ledger } from './chaos/ledger';
import { SAMPLE_MS, watchRooms } from './chaos/roomWatch';
import { playGame, type Seat, type Stats } from './chaos/player';
import { freePort, startServerProcess } from './lib/serverProcess';
import { numberArgument, percentile } from './lib/stats';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('npm run chaos needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis).');
  process.exit(2);
}
const processes = Math.max(2, numberArgument('processes', 3));
const gameCount = Math.max(1, numberArgument('games', 6));
const seconds = numberArgument('seconds', 60);
const intervalMs = numberArgument('interval', 6) * 1000;
const downMs = numberArgument('down', 2) * 1000;
const outageMs = numberArgument('outage', 3) * 1000;
const map = (await readMapFiles()).find((file) => file.map.id === 1)!.map;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scratch = await createScratchDatabase(DATABASE_URL);
const postgres = await CuttableProxy.forUrl(scratch.url, 5432);
const redis = await CuttableProxy.forUrl(REDIS_URL, 6379);
const METRICS_TOKEN = 'chaos-run-metrics-token';
const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
const children = new Map<number, ChildProcess>();
const envOf = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  METRICS_TOKEN,
  PUBLIC_ADDRESS: `127.0.0.1:${port}`,
  SESSION_SECRET: 'chaos-run-shared-secret',
  ADMIN_PASSWORD: 'admin-password',
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  LOG_LEVEL: 'error',
});

async function cleanUp() {
  for (const child of children.values()) child.kill('SIGKILL');
  await postgres.proxy.close();
  await redis.proxy.close();
  await scratch.drop().catch(() => undefined);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// One at a time: the first applies the migrations and creates the admin.
/** Starts the process on `port`; with CHAOS_DEBUG=1 its output goes on to this one's, marked. */
const crashes: string[] = [];
async function startProcess(port: number) {
  const child = await startServerProcess(envOf(port));
  // Only the run's own SIGKILLs may end a process: any other exit is a crash.
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGKILL')
      crashes.push(`the process on ${port} exited by itself (${signal ?? code})`);
  });
  if (process.env.CHAOS_DEBUG === '1')
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => process.stdout.write(`[${port}] ${chunk.toString()}`));
  return child;
}
for (const port of ports) children.set(port, await startProcess(port));
const live = () => {
  const up = [...children.keys()];
  return `http://127.0.0.1:${up[Math.floor(Math.random() * up.length)]}`;
};
console.log(`${processes} processes up on ports ${ports.join(', ')}`);

/** Registers a player through any process; its session then works on every one. */
async function seat(name: string): Promise<Seat & { http: HttpClient }> {
  const http = new HttpClient(live());
  const { body } = await http.register(name);
  if (!body.success) throw new Error(`could not register ${name}: ${JSON.stringify(body)}`);
  const { csrfToken } = await http.refreshSession();
  return { userId: body.user.id, cookie: http.cookieHeader, csrfToken, http };
}

const ledger = new Ledger();
const stats: Stats = { refused: 0, retries: 0 };
const games: { gameId: number; seats: Seat[] }[] = [];
for (let i = 0; i < gameCount; i++) {
  const seats = [await seat(`Chaos${i}a`), await seat(`Chaos${i}b`)];
  const created = await seats[0]!.http.json<{ game_id: number }>(
    seats[0]!.http.post('/game/create', gameForm({ turn_time: 3600, cards: 3, fortification: 1 })),
  );
  const joined = await seats[1]!.http.post(`/game/${created.game_id}/play/join-game`, { color: 2 });
  if (!((await joined.json()) as { success: boolean }).success) throw new Error('join failed');
  games.push({ gameId: created.game_id, seats });
}
const versions = async () => {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const result = await client.query<{ id: number; version: number }>(
    'SELECT id, version FROM games WHERE id = ANY($1)',
    [games.map((g) => g.gameId)],
  );
  await client.end();
  return new Map(result.rows.map((row) => [row.id, row.version]));
};
/** Which of these games have ended (by the rules: nothing more to play). */
const endedGames = async (ids: number[]) => {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const result = await client.query<{ id: number }>(
    'SELECT id FROM games WHERE id = ANY($1) AND status <> 2',
    [ids],
  );
  await client.end();
  return new Set(result.rows.map((row) => row.id));
};
const startVersions = await versions();
for (const game of games)
  ledger.start(game.gameId, startVersions.get(game.gameId)!, performance.now());
console.log(
  `${gameCount} games started; playing for ${seconds} s with a kill every ${intervalMs / 1000} s`,
);

const endAt = performance.now() + seconds * 1000;
const running = () => performance.now() < endAt;
const players = games.map((game) => playGame({ ...game, map, live, running, ledger, stats }));
const watch = watchRooms(
  () => [...children.keys()].map((port) => `http://127.0.0.1:${port}`),
  METRICS_TOKEN,
);
const at = () => `${(performance.now() / 1000).toFixed(1)}s`;

/** A process started again; while PostgreSQL is away it cannot start, so it tries until it does. */
async function restart(port: number): Promise<void> {
  for (;;) {
    try {
      children.set(port, await startProcess(port));
      return;
    } catch (error) {
      console.log(`${at()} the process on ${port} did not start: ${String(error).slice(0, 2000)}`);
      await sleep(500);
    }
  }
}

const kills: { port: number; restartMs: number }[] = [];
async function kill() {
  while (performance.now() + intervalMs < endAt) {
    await sleep(intervalMs);
    const up = [...children.keys()];
    const port = up[Math.floor(Math.random() * up.length)]!;
    const victim = children.get(port)!;
    const exited = new Promise((resolve) => victim.once('exit', resolve));
    victim.kill('SIGKILL');
    await exited;
    children.delete(port);
    console.log(`${at()} killed the process on ${port}`);
    await sleep(downMs);
    const started = performance.now();
    await restart(port);
    kills.push({ port, restartMs: performance.now() - started });
  }
}

/** Redis at a third of the run, PostgreSQL at two thirds: each away for outageMs, then back. */
const outages: string[] = [];
async function cut() {
  if (outageMs <= 0) return;
  const runMs = endAt - performance.now();
  for (const [name, { proxy }, share] of [
    ['Redis', redis, 1 / 3],
    ['PostgreSQL', postgres, 2 / 3],
  ] as const) {
    await sleep(Math.max(0, endAt - runMs * (1 - share) - performance.now()));
    await proxy.cut();
    console.log(`${at()} ${name} cut: every connection dropped, new ones refused`);
    await sleep(outageMs);
    await proxy.restore();
    console.log(`${at()} ${name} back`);
    outages.push(`${name} ${outageMs / 1000} s`);
  }
}
await Promise.all([kill(), cut(), ...players]);
const spans = await watch.stop();

// Every game must still take an action once the chaos is over (or have ended by the rules).
const CALM_MS = 20_000;
const before = new Map(games.map((g) => [g.gameId, ledger.acknowledgedIn(g.gameId)]));
const calmEnd = performance.now() + CALM_MS;
await Promise.all(
  games.map((game) =>
    playGame({
      ...game,
      map,
      live,
      running: () =>
        performance.now() < calmEnd &&
        ledger.acknowledgedIn(game.gameId) === before.get(game.gameId),
      ledger,
      stats,
    }),
  ),
);
const stuck = games.filter((g) => ledger.acknowledgedIn(g.gameId) === before.get(g.gameId));
const endedIds = await endedGames(stuck.map((g) => g.gameId));
const unplayable = stuck.filter((g) => !endedIds.has(g.gameId));

const problems = [...crashes, ...ledger.check(await versions())];
for (const game of unplayable)
  problems.push(`game ${game.gameId}: took no action within ${CALM_MS / 1000} s after the chaos`);
const doubles = spans.doubles();
for (const double of doubles)
  problems.push(
    `game ${double.gameId}: live in ${double.processes.join(' and ')} at once (${double.overlapMs} ms seen)`,
  );
if (spans.samples === 0) problems.push('the live-room check got no answer from any process');
const totals = ledger.totals();
const stalls = totals.longestStallsMs;
console.log(
  `\n${kills.length} SIGKILLs (restart to listening: ${kills.map((k) => (k.restartMs / 1000).toFixed(1)).join(', ')} s); ` +
    `outages: ${outages.join(', ') || 'none'}\n` +
    `${totals.acknowledged} actions acknowledged, ${totals.appliedUnacknowledged} applied with the reply lost ` +
    `(settled by a stale retry), ${stats.retries} retries, ${stats.refused} refused by the rules\n` +
    `longest stall per game: median ${(percentile(stalls, 50) / 1000).toFixed(2)} s, ` +
    `max ${(Math.max(...stalls) / 1000).toFixed(2)} s\n` +
    `live-room check: ${spans.samples} answers every ${SAMPLE_MS} ms, ${spans.roomsSeen} rooms seen, ` +
    `${new Set(doubles.map((d) => d.gameId)).size} games with two live rooms at once\n` +
    `${games.length - unplayable.length} of ${games.length} games playable after the chaos`,
);
await cleanUp();
if (problems.length > 0) {
  console.error(`\n${problems.length} violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('every acknowledged action is stored once; nothing lost, nothing applied twice');
process.exit(0);
