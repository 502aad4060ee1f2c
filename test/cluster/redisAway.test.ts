import type { ChildProcess } from 'node:child_process';
import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { CuttableProxy } from '../support/cuttableProxy';
import { HttpClient } from '../support/httpClient';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { SERVER_AWAY_TEXT } from '../../server/rooms/redisAway';
import { createScratchDatabase } from '../support/scratchDatabase';
import { hasClusterServices } from '../support/services';

const { DATABASE_URL, REDIS_URL } = process.env;
const METRICS_TOKEN = 'redis-away-test-metrics';
let child: ChildProcess | undefined;
let proxy: CuttableProxy | undefined;
let room: Room | undefined;
let drop: (() => Promise<void>) | undefined;
const cleanups: (() => unknown)[] = [];

afterAll(async () => {
  room?.connection.close();
  child?.kill('SIGKILL');
  await proxy?.close();
  await drop?.();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Seen {
  version: number;
  me: { player_id: number };
  turn: { user_id: number };
  game_state: { territories: { id: number; player_id: number | null; troops: number }[] };
}

async function join(base: string, player: TestPlayer, gameId: number) {
  const client = new ColyseusClient(base);
  client.auth.token = /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)![1]!;
  return client.joinOrCreate('game', { gameId });
}

describe.skipIf(!hasClusterServices())('Redis going away and coming back', () => {
  it('lets games in play go on over their rooms, and matchmaking recovers', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const through = await CuttableProxy.forUrl(REDIS_URL!, 6379);
    proxy = through.proxy;
    const port = await freePort();
    const address = `127.0.0.1:${port}`;
    child = await startServerProcess({
      PORT: String(port),
      DATABASE_URL: scratch.url,
      REDIS_URL: through.url,
      PUBLIC_ADDRESS: address,
      ADMIN_PASSWORD: 'admin-password',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    });
    const base = `http://${address}`;
    const kim = await registerPlayer(base, 'Kim');
    const lee = await registerPlayer(base, 'Lee');
    const gameId = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const start = (await playHttp(kim, gameId, 'update-state')).body as unknown as Seen;
    const mover = start.turn.user_id === kim.userId ? kim : lee;
    room = await join(base, mover, gameId);
    room.onMessage('events', () => undefined);
    const begun = (await room.request('begin-turn', { last_update: start.version })) as {
      version: number;
    };
    const seen = (await playHttp(mover, gameId, 'update-state')).body as unknown as Seen;
    expect(seen.version).toBe(begun.version);
    const own = seen.game_state.territories.find((t) => t.player_id === seen.me.player_id)!;

    // Redis goes away. The game goes on through its room (Redis holds presence only)...
    await proxy.cut();
    const placed = await room.request('place-troops', {
      territory: own.id,
      num_troops: 1,
      last_update: seen.version,
    });
    expect(placed).toMatchObject({ success: true, version: seen.version + 1 });
    // ...a play call for it over HTTP is answered by its room here without asking Redis...
    const polled = await playHttp(mover, gameId, 'update-state');
    expect((polled.body as unknown as Seen).version).toBe(seen.version + 1);
    // ...games can still be created (the database's)...
    const created = await createGame(kim, { turn_time: 3600 });
    // ...and a call that needs the room directory (a game with no room open yet) is answered at
    // once with a retryable 503, rather than waiting on Redis.
    const asked = performance.now();
    const away = await playHttp(kim, created, 'update-state');
    expect(performance.now() - asked).toBeLessThan(2_000);
    expect(away).toMatchObject({
      status: 503,
      body: { success: false, error: SERVER_AWAY_TEXT, code: 'serverAway' },
    });

    // Redis comes back: the same call sent again is answered, and matchmaking works again.
    await proxy.restore();
    let late = await playHttp(kim, created, 'update-state');
    for (let i = 0; late.status === 503 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      late = await playHttp(kim, created, 'update-state');
    }
    expect(late.status).toBe(200);
    expect((late.body as unknown as Seen).version).toBe(1);
    const other = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, other, 'join-game', { color: 2 })).body.success).toBe(true);
    const rejoined = await join(base, lee, other);
    expect(rejoined.roomId).toBeTruthy();
    rejoined.connection.close();
  }, 120_000);

  it('outlives a 12 s outage under play: no process exits, local rooms play on, remote calls answer 503 within 2 s, a process started meanwhile serves and becomes ready', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    cleanups.push(scratch.drop);
    // A Redis database of its own: room listings are keyed by game id, and another scratch
    // database's game 1 (the test above's, still running) must not answer for this one's.
    const isolated = new URL(REDIS_URL!);
    isolated.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
    const through = await CuttableProxy.forUrl(isolated.toString(), 6379);
    cleanups.push(() => through.proxy.close());
    const start = async () => {
      const port = await freePort();
      const address = `127.0.0.1:${port}`;
      const started = await startServerProcess({
        PORT: String(port),
        DATABASE_URL: scratch.url,
        REDIS_URL: through.url,
        PUBLIC_ADDRESS: address,
        SESSION_SECRET: 'redis-away-test-shared-secret',
        METRICS_TOKEN,
        ADMIN_PASSWORD: 'admin-password',
        RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      });
      cleanups.push(() => started.kill('SIGKILL'));
      return { process: started, base: `http://${address}` };
    };
    // The game's room opens on the one process there is; the second then joins the cluster.
    const holder = await start();
    const kim = await registerPlayer(holder.base, 'Kim');
    const lee = await registerPlayer(holder.base, 'Lee');
    const gameId = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const first = (await playHttp(kim, gameId, 'update-state')).body as unknown as Seen;
    const mover = first.turn.user_id === kim.userId ? kim : lee;
    const played = await join(holder.base, mover, gameId);
    cleanups.push(() => played.connection.close());
    played.onMessage('events', () => undefined);
    let version = ((await played.request('begin-turn', { last_update: first.version })) as Seen)
      .version;
    const seen = (await playHttp(mover, gameId, 'update-state')).body as unknown as Seen;
    const own = seen.game_state.territories.find((t) => t.player_id === seen.me.player_id)!;
    const place = async () => {
      const reply = (await played.request('place-troops', {
        territory: own.id,
        num_troops: 1,
        last_update: version,
      })) as { success: boolean; version: number };
      expect(reply).toMatchObject({ success: true, version: version + 1 });
      version = reply.version;
    };
    expect(await holds(holder.base, gameId)).toBe(true);
    // The process that does not hold the room: its calls for the game go through Redis.
    const other = await start();
    const remote = new HttpClient(other.base);
    await remote.login(mover.username, 'secret-password');
    const poll = async () => {
      const asked = performance.now();
      const response = await remote.post(`/game/${gameId}/play/update-state`, {});
      return {
        status: response.status,
        body: await response.json(),
        ms: performance.now() - asked,
      };
    };
    expect((await poll()).status).toBe(200);

    const cut = performance.now();
    await through.proxy.cut();
    // A process started while Redis is away serves its health probe and says it is not ready.
    const late = await start();
    expect((await fetch(`${late.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${late.base}/readyz`)).status).toBe(503);
    await place();
    const away = await poll();
    expect(away.ms).toBeLessThan(2_000);
    expect(away).toMatchObject({
      status: 503,
      body: { success: false, error: SERVER_AWAY_TEXT, code: 'serverAway' },
    });
    // Joining a room reads the directory: refused at once, here and on the late process (which
    // has not joined the cluster yet).
    const sid = /(?:^|; )sid=([^;]+)/.exec(mover.http.cookieHeader)![1]!;
    for (const { base } of [other, late]) {
      const asked = performance.now();
      const refused = await fetch(`${base}/matchmake/joinOrCreate/game`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sid}` },
        body: JSON.stringify({ gameId }),
      });
      expect(performance.now() - asked).toBeLessThan(2_000);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ success: false, error: SERVER_AWAY_TEXT });
    }
    // Past every timeout on the way (ioredis gave up on a command after ~10 s of retries).
    await new Promise((resolve) => setTimeout(resolve, 12_000 - (performance.now() - cut)));
    await place();
    const stillAway = await poll();
    expect(stillAway.ms).toBeLessThan(2_000);
    expect(stillAway.status).toBe(503);
    for (const { process } of [holder, other, late]) expect(process.exitCode).toBeNull();

    // Redis is back: everything resumes by itself.
    await through.proxy.restore();
    await expect
      .poll(async () => (await poll()).status, { timeout: 10_000, interval: 250 })
      .toBe(200);
    // A run saw one answer a version behind just after the restore, then the current one.
    await expect
      .poll(async () => ((await poll()).body as Seen).version, { timeout: 5_000, interval: 250 })
      .toBe(version);
    await place();
    await expect
      .poll(async () => (await fetch(`${late.base}/readyz`)).status, { timeout: 10_000 })
      .toBe(200);
    const onLate = await join(late.base, lee, await createGame(kim, { turn_time: 3600 }));
    cleanups.push(() => onLate.connection.close());
    expect(onLate.roomId).toBeTruthy();
    for (const { process } of [holder, other, late]) expect(process.exitCode).toBeNull();
  }, 120_000);
});

/** Whether the process at `base` holds the game's live room (its /metrics/games). */
async function holds(base: string, gameId: number): Promise<boolean> {
  const response = await fetch(`${base}/metrics/games`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const { games } = (await response.json()) as { games: { gameId: number }[] };
  return games.some((game) => game.gameId === gameId);
}
