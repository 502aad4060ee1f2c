// `npm run chaos -- [--processes 3] [--games 6] [--seconds 60] [--interval 6] [--down 2]`:
// a cluster of game processes on PostgreSQL and Redis (DATABASE_URL, REDIS_URL; a scratch
// database, dropped afterwards) while games are played over HTTP through whichever processes are
// alive, and every --interval seconds one process is SIGKILLed and restarted --down seconds
// later. At the end, every game's stored version must be exactly what the clients were told
// (nothing acknowledged lost, nothing applied twice); the longest stall of each game is printed.
// Exits 1 on any violation.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { readMapFiles } from '../server/services/mapCatalog';
import { createScratchDatabase } from '../test/support/scratchDatabase';
import { HttpClient } from '../test/support/httpClient';
import { gameForm } from '../test/support/gameClients';
import { Ledger } from './chaos/ledger';
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
const map = (await readMapFiles()).find((file) => file.map.id === 1)!.map;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scratch = await createScratchDatabase(DATABASE_URL);
const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
const children = new Map<number, ChildProcess>();
const envOf = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: scratch.url,
  REDIS_URL,
  PUBLIC_ADDRESS: `127.0.0.1:${port}`,
  SESSION_SECRET: 'chaos-run-shared-secret',
  ADMIN_PASSWORD: 'admin-password',
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  LOG_LEVEL: 'error',
});

async function cleanUp() {
  for (const child of children.values()) child.kill('SIGKILL');
  await scratch.drop().catch(() => undefined);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// One at a time: the first applies the migrations and creates the admin.
for (const port of ports) children.set(port, await startServerProcess(envOf(port)));
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
const startVersions = await versions();
for (const game of games)
  ledger.start(game.gameId, startVersions.get(game.gameId)!, performance.now());
console.log(
  `${gameCount} games started; playing for ${seconds} s with a kill every ${intervalMs / 1000} s`,
);

const endAt = performance.now() + seconds * 1000;
const running = () => performance.now() < endAt;
const players = games.map((game) => playGame({ ...game, map, live, running, ledger, stats }));

const kills: { port: number; restartMs: number }[] = [];
async function chaos() {
  while (performance.now() + intervalMs < endAt) {
    await sleep(intervalMs);
    const up = [...children.keys()];
    const port = up[Math.floor(Math.random() * up.length)]!;
    const victim = children.get(port)!;
    const exited = new Promise((resolve) => victim.once('exit', resolve));
    victim.kill('SIGKILL');
    await exited;
    children.delete(port);
    console.log(`${(performance.now() / 1000).toFixed(1)}s killed the process on ${port}`);
    await sleep(downMs);
    const started = performance.now();
    children.set(port, await startServerProcess(envOf(port)));
    kills.push({ port, restartMs: performance.now() - started });
  }
}
await Promise.all([chaos(), ...players]);

const problems = ledger.check(await versions());
const totals = ledger.totals();
const stalls = totals.longestStallsMs;
console.log(
  `\n${kills.length} SIGKILLs (restart to listening: ${kills.map((k) => (k.restartMs / 1000).toFixed(1)).join(', ')} s)\n` +
    `${totals.acknowledged} actions acknowledged, ${totals.appliedUnacknowledged} applied with the reply lost ` +
    `(settled by a stale retry), ${stats.retries} retries, ${stats.refused} refused by the rules\n` +
    `longest stall per game: median ${(percentile(stalls, 50) / 1000).toFixed(2)} s, ` +
    `max ${(Math.max(...stalls) / 1000).toFixed(2)} s`,
);
await cleanUp();
if (problems.length > 0) {
  console.error(`\n${problems.length} violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('every acknowledged action is stored once; nothing lost, nothing applied twice');
process.exit(0);
