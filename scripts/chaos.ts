// `npm run chaos -- [--processes 3] [--games 6] [--room-games 3] [--seconds 180] [--interval 6]
// [--down 2] [--outages redis:3,postgres:3,redis:12,postgres:12,redis:30,postgres:30]`: a cluster
// of game processes on PostgreSQL and Redis (DATABASE_URL, REDIS_URL; a scratch database, dropped
// afterwards) behind nginx, as the field runs it (without nginx installed, the bots reach the
// processes directly), while games are played, --room-games of them (half by default) by seats
// that each hold the game's room with @colyseus/sdk and send every action as a room message, as
// the play screen does, following the game to its new process when theirs dies
// (scripts/chaos/followedRoom.ts), the others over HTTP. Every --interval seconds one process is
// SIGKILLed (every other time the one holding a room-played game, so that the room bots' way back
// runs in every run) and started again --down seconds later, except every third, which stays dead
// until the chaos is over. The processes reach Redis and PostgreSQL through cuttable proxies, and
// each --outages entry cuts one of them (every connection dropped, new ones refused) for that
// many seconds, one after the other, spread over the run. Meanwhile every process is asked four
// times a second which games it holds a live room for: no game may be live in two at once
// (scripts/chaos/roomWatch.ts). At the end each game's log is read: every acknowledged action
// must be in it exactly once, and a call given up on unanswered at most once (ledger.ts); every
// room-played game whose process was killed must have taken a room action after; no process may
// have exited by itself; every game must still take an action. The longest stall of each game
// and of each room bot without its room is printed. Exits 1 on any violation.
// First: @colyseus/sdk must load with it (test/support/gameClients.ts, below, loads the SDK too).
import './chaos/browserWebSocket';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { readMapFiles } from '../server/services/mapCatalog';
import { createScratchDatabase } from '../test/support/scratchDatabase';
import { HttpClient } from '../test/support/httpClient';
import { gameForm } from '../test/support/gameClients';
import { CuttableProxy } from '../test/support/cuttableProxy';
import { RateBot } from './bots/ratePolicy';
import { FollowedRoom } from './chaos/followedRoom';
import { playGame, type Seat } from './chaos/httpPlayer';
import { Ledger, type Transport } from './chaos/ledger';
import { playGameInRoom, type RoomGame } from './chaos/roomPlayer';
import { SAMPLE_MS, watchRooms } from './chaos/roomWatch';
import type { Stats } from './chaos/settle';
import { findNginx, startNginx, type NginxProcess } from './lib/nginxProcess';
import { freePort, startServerProcess } from './lib/serverProcess';
import { numberArgument, percentile, progress } from './lib/stats';
import { outagesArgument } from './chaos/outages';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('npm run chaos needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis).');
  process.exit(2);
}
const processes = Math.max(2, numberArgument('processes', 3));
const gameCount = Math.max(1, numberArgument('games', 6));
// Half by default, and at least one of each kind when there are two games or more.
const roomGameCount = Math.min(
  gameCount,
  Math.max(0, numberArgument('room-games', Math.min(gameCount - 1, Math.max(1, gameCount >> 1)))),
);
const seconds = numberArgument('seconds', 180);
const intervalMs = numberArgument('interval', 6) * 1000;
const downMs = numberArgument('down', 2) * 1000;
/** Every this many kills, the killed process stays dead until the chaos is over. */
const DEAD_EVERY = 3;
const outagePlan = outagesArgument('redis:3,postgres:3,redis:12,postgres:12,redis:30,postgres:30');
const map = (await readMapFiles()).find((file) => file.map.id === 1)!.map;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// @colyseus/sdk logs every reconnection try of every room bot; CHAOS_DEBUG=1 shows them.
if (process.env.CHAOS_DEBUG !== '1') console.info = () => undefined;

const scratch = await createScratchDatabase(DATABASE_URL);
const postgres = await CuttableProxy.forUrl(scratch.url, 5432);
const redis = await CuttableProxy.forUrl(REDIS_URL, 6379);
const METRICS_TOKEN = 'chaos-run-metrics-token';
const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
const children = new Map<number, ChildProcess>();
const nginxBinary = findNginx();
const proxyPort = await freePort();
/** nginx's path to the process on `port` (`/gN`), as compose routes it. */
const pathOf = (port: number) => `g${ports.indexOf(port) + 1}`;
const envOf = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  METRICS_TOKEN,
  PUBLIC_ADDRESS: nginxBinary ? `127.0.0.1:${proxyPort}/${pathOf(port)}` : `127.0.0.1:${port}`,
  ...(nginxBinary ? { TRUST_PROXY: 'loopback' } : {}),
  SESSION_SECRET: 'chaos-run-shared-secret',
  ADMIN_PASSWORD: 'admin-password',
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  LOG_LEVEL: 'error',
});

let nginx: NginxProcess | undefined;
async function cleanUp() {
  for (const child of children.values()) child.kill('SIGKILL');
  await nginx?.stop();
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
if (nginxBinary)
  nginx = await startNginx({
    binary: nginxBinary,
    port: proxyPort,
    upstreams: ports.map((port) => ({
      name: pathOf(port),
      path: pathOf(port),
      address: `127.0.0.1:${port}`,
    })),
  });
/** Where the bots send everything: nginx, as browsers do, else any live process. */
const live = () => {
  if (nginxBinary) return `http://127.0.0.1:${proxyPort}`;
  const up = [...children.keys()];
  return `http://127.0.0.1:${up[Math.floor(Math.random() * up.length)]}`;
};
console.log(
  `${processes} processes up on ports ${ports.join(', ')}, ` +
    (nginxBinary ? `played through nginx on ${proxyPort}` : 'played directly (no nginx)'),
);

/** Registers a player through any process; its session then works on every one. */
async function seat(name: string): Promise<Seat & { http: HttpClient }> {
  const http = new HttpClient(live());
  const { body } = await http.register(name);
  if (!body.success) throw new Error(`could not register ${name}: ${JSON.stringify(body)}`);
  const { csrfToken } = await http.refreshSession();
  return { userId: body.user.id, cookie: http.cookieHeader, csrfToken, http };
}

/** The session id in a seat's cookie: the room's auth token, as the load test's room bots use it. */
const sessionIdOf = (seat: Seat) => /(?:^|; )sid=([^;]+)/.exec(seat.cookie)![1]!;

const ledger = new Ledger();
const stats: Stats = { refused: 0, retries: 0 };
const games: { gameId: number; seats: Seat[]; transport: Transport }[] = [];
for (let i = 0; i < gameCount; i++) {
  const seats = [await seat(`Chaos${i}a`), await seat(`Chaos${i}b`)];
  const created = await seats[0]!.http.json<{ game_id: number }>(
    seats[0]!.http.post('/game/create', gameForm({ turn_time: 3600, cards: 3, fortification: 1 })),
  );
  const joined = await seats[1]!.http.post(`/game/${created.game_id}/play/join-game`, { color: 2 });
  if (!((await joined.json()) as { success: boolean }).success) throw new Error('join failed');
  games.push({ gameId: created.game_id, seats, transport: i < roomGameCount ? 'room' : 'http' });
}
const roomGames = games.filter((game) => game.transport === 'room');
const httpGames = games.filter((game) => game.transport === 'http');
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
  ledger.start(game.gameId, startVersions.get(game.gameId)!, performance.now(), game.transport);
/** Each room-played game with its seats, kept from the chaos to the calm after it. */
const roomPlayed = new Map<number, RoomGame>(
  roomGames.map((game) => [
    game.gameId,
    {
      gameId: game.gameId,
      seats: game.seats.map((seat) => ({
        room: new FollowedRoom(game.gameId, seat.userId, sessionIdOf(seat), live),
        bot: new RateBot(map),
      })),
      known: startVersions.get(game.gameId)!,
    },
  ]),
);
const followedRooms = [...roomPlayed.values()].flatMap((game) =>
  game.seats.map((seat) => seat.room),
);
// An interrupted run (a test's time limit) says where its room bots were.
process.on('SIGINT', () => {
  for (const { gameId, seats } of roomPlayed.values())
    for (const { room } of seats)
      console.log(
        `interrupted: game ${gameId} room bot ${room.held ? 'in its room' : `without a room for ${(room.awayForMs() / 1000).toFixed(1)} s`} (its last join: ${room.lastJoin})`,
      );
});
await Promise.all(followedRooms.map((room) => room.open()));
console.log(
  `${gameCount} games started (${roomGames.length} through rooms, ${httpGames.length} over HTTP); ` +
    `playing for ${seconds} s with a kill every ${intervalMs / 1000} s`,
);

const endAt = performance.now() + seconds * 1000;
const running = () => performance.now() < endAt;
/** Plays every game until `runningFor(game)` turns false, each over its own transport. */
const play = (runningFor: (gameId: number) => boolean) =>
  games.map((game) => {
    const running = () => runningFor(game.gameId);
    const roomGame = roomPlayed.get(game.gameId);
    return roomGame
      ? playGameInRoom({ game: roomGame, running, ledger, stats })
      : playGame({ ...game, map, live, running, ledger, stats });
  });
const players = play(running);
const baseOf = (port: number) => `http://127.0.0.1:${port}`;
const watch = watchRooms(() => [...children.keys()].map(baseOf), METRICS_TOKEN);
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

/** Every other kill, the first included, is of a process holding a room-played game. */
function victimPort(kill: number): number {
  const up = [...children.keys()];
  const holder = kill % 2 === 0 ? watch.holderOf(roomGames.map((g) => g.gameId)) : undefined;
  const held = up.find((port) => baseOf(port) === holder);
  return held ?? up[Math.floor(Math.random() * up.length)]!;
}

const kills: { port: number; at: number; restartMs: number; roomGames: number[] }[] = [];
/** Processes killed to stay dead until the chaos is over. */
const deadForGood: number[] = [];
async function kill() {
  while (performance.now() + intervalMs < endAt) {
    await sleep(intervalMs);
    // The last process standing is never killed.
    if (children.size < 2) continue;
    const port = victimPort(kills.length);
    const staysDead = kills.length % DEAD_EVERY === DEAD_EVERY - 1;
    const heldRoomGames = watch
      .gamesHeldBy(baseOf(port))
      .filter((gameId) => roomPlayed.has(gameId));
    const victim = children.get(port)!;
    const exited = new Promise((resolve) => victim.once('exit', resolve));
    victim.kill('SIGKILL');
    await exited;
    const killedAt = performance.now();
    children.delete(port);
    console.log(
      `${at()} killed the process on ${port}` +
        (heldRoomGames.length > 0
          ? ` (holding room-played games ${heldRoomGames.join(', ')})`
          : '') +
        (staysDead ? ', which stays dead until the chaos is over' : ''),
    );
    if (staysDead) {
      deadForGood.push(port);
      kills.push({ port, at: killedAt, restartMs: 0, roomGames: heldRoomGames });
      continue;
    }
    await sleep(downMs);
    const started = performance.now();
    await restart(port);
    kills.push({
      port,
      at: killedAt,
      restartMs: performance.now() - started,
      roomGames: heldRoomGames,
    });
  }
}

/** The progress line: acknowledged actions per transport, and the room bots now without a room. */
async function report() {
  while (running()) {
    const away = followedRooms.filter((room) => !room.held).length;
    progress(
      `${at()} acknowledged: ${ledger.totals('room').acknowledged} through rooms, ` +
        `${ledger.totals('http').acknowledged} over HTTP; room bots without a room: ${away}`,
    );
    await sleep(500);
  }
}

/** The planned outages one after the other, with equal calm stretches before, between and after. */
const outages: string[] = [];
async function cut() {
  const total = outagePlan.reduce((sum, outage) => sum + outage.ms, 0);
  const calmMs = Math.max(0, (endAt - performance.now() - total) / (outagePlan.length + 1));
  for (const { service, ms } of outagePlan) {
    await sleep(calmMs);
    const { proxy } = service === 'Redis' ? redis : postgres;
    await proxy.cut();
    console.log(
      `${at()} ${service} cut for ${ms / 1000} s: every connection dropped, new ones refused`,
    );
    await sleep(ms);
    await proxy.restore();
    console.log(`${at()} ${service} back`);
    outages.push(`${service} ${ms / 1000} s`);
  }
}
await Promise.all([kill(), cut(), report(), ...players]);
// The calm: every process up again.
for (const port of deadForGood.splice(0)) await restart(port);
const spans = await watch.stop();

// Every game must still take an action once the chaos is over (or have ended by the rules).
const CALM_MS = 20_000;
const before = new Map(games.map((g) => [g.gameId, ledger.acknowledgedIn(g.gameId)]));
const calmEnd = performance.now() + CALM_MS;
await Promise.all(
  play(
    (gameId) => performance.now() < calmEnd && ledger.acknowledgedIn(gameId) === before.get(gameId),
  ),
);
await Promise.all(followedRooms.map((room) => room.close()));
// A room-played game whose process was killed must have been followed: a room action after.
const killedRoomGames = kills.flatMap((k) => k.roomGames.map((gameId) => ({ gameId, at: k.at })));
const unfollowed = killedRoomGames.filter(
  ({ gameId, at }) => (ledger.lastAcknowledgedAt(gameId) ?? 0) <= at,
);
const stuck = games.filter((g) => ledger.acknowledgedIn(g.gameId) === before.get(g.gameId));
const endedIds = await endedGames(stuck.map((g) => g.gameId));
const unplayable = stuck.filter((g) => !endedIds.has(g.gameId));

const problems = [...crashes, ...ledger.check(await versions())];
for (const { gameId, at } of unfollowed)
  problems.push(
    `game ${gameId}: no room action acknowledged after its process was killed at ${(at / 1000).toFixed(1)}s`,
  );
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
const acknowledgedOver = (transport: Transport, count: number) =>
  `${transport === 'room' ? 'room' : 'HTTP'}: ${ledger.totals(transport).acknowledged} in ${count} game${count === 1 ? '' : 's'}`;
const inSeconds = (ms: number) => (ms / 1000).toFixed(2);
const longest = (sample: number[]) => inSeconds(Math.max(0, ...sample));
console.log(
  `\n${kills.length} SIGKILLs (${kills.filter((k) => k.restartMs === 0).length} left dead until the end; restart to listening: ` +
    `${kills
      .filter((k) => k.restartMs > 0)
      .map((k) => (k.restartMs / 1000).toFixed(1))
      .join(', ')} s); ` +
    `outages: ${outages.join(', ') || 'none'}\n` +
    `${totals.acknowledged} actions acknowledged (${acknowledgedOver('room', roomGames.length)}, ` +
    `${acknowledgedOver('http', httpGames.length)}), ${totals.appliedUnacknowledged} applied with the reply lost ` +
    `(settled by a stale retry: ${ledger.totals('room').appliedUnacknowledged} in rooms), ` +
    `${totals.givenUp} given up on unanswered (each at most once in the logs), ` +
    `${stats.retries} retries, ${stats.refused} refused by the rules\n` +
    `longest stall per game: median ${inSeconds(percentile(stalls, 50))} s, max ${longest(stalls)} s ` +
    `(room: max ${longest(ledger.totals('room').longestStallsMs)} s, ` +
    `HTTP: max ${longest(ledger.totals('http').longestStallsMs)} s)\n` +
    `room bots: ${followedRooms.reduce((n, room) => n + room.reconnects, 0)} reconnects, longest without ` +
    `a room ${longest(followedRooms.map((room) => room.longestAwayMs))} s; ` +
    `${killedRoomGames.length - unfollowed.length} of ${killedRoomGames.length} room-played games ` +
    `acted through a room again after their process was killed\n` +
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
