// First: the SDK takes the WebSocket it finds when it loads (see the module).
import '../../scripts/chaos/browserWebSocket';
import type { ChildProcess } from 'node:child_process';
import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { FollowedRoom } from '../../scripts/chaos/followedRoom';
import { HttpClient } from '../support/httpClient';
import { ProxiedCluster, skipClusterTests } from '../support/proxiedCluster';
import { createScratchDatabase } from '../support/scratchDatabase';

const { DATABASE_URL, REDIS_URL } = process.env;
const children = new Map<string, ChildProcess>();
const rooms: Room[] = [];
const drops: (() => Promise<void>)[] = [];

let cluster: ProxiedCluster | undefined;
afterAll(async () => {
  await cluster?.stop();
  for (const room of rooms) room.connection.close();
  for (const child of children.values()) child.kill('SIGKILL');
  for (const drop of drops) await drop();
});

interface Seen {
  version: number;
  me: { player_id: number };
  turn: { user_id: number; step: number };
  game_state: { territories: { id: number; player_id: number | null; troops: number }[] };
}

/** Asks the matchmaker for a seat in the game's room: the reservation a client then takes. */
async function reserveSeat(baseUrl: string, player: TestPlayer, gameId: number) {
  const response = await fetch(`${baseUrl}/matchmake/joinOrCreate/game`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionIdOf(player)}` },
    body: JSON.stringify({ gameId }),
  });
  const reservation = await response.json();
  expect(response.status, JSON.stringify(reservation)).toBe(200);
  return reservation;
}

/** Joins the game's room through `baseUrl` as `player`; says which process holds it (its PUBLIC_ADDRESS). */
async function joinRoom(baseUrl: string, player: TestPlayer, gameId: number) {
  const reservation = await reserveSeat(baseUrl, player, gameId);
  const client = new ColyseusClient(baseUrl);
  client.auth.token = sessionIdOf(player);
  const room = await client.consumeSeatReservation(reservation);
  room.onMessage('events', () => undefined);
  rooms.push(room);
  return { room, owner: reservation.publicAddress as string };
}

/** The session id in a player's cookie: the room's auth token. */
const sessionIdOf = (player: TestPlayer) =>
  /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)![1]!;

/** Two game processes on a scratch database and the shared Redis, in `children` by address. */
async function startTwoProcesses() {
  for (const child of children.values()) child.kill('SIGKILL');
  children.clear();
  const scratch = await createScratchDatabase(DATABASE_URL!);
  drops.push(scratch.drop);
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const address = `127.0.0.1:${port}`;
    children.set(
      address,
      await startServerProcess({
        PORT: String(port),
        DATABASE_URL: scratch.url,
        REDIS_URL: REDIS_URL!,
        PUBLIC_ADDRESS: address,
        SESSION_SECRET: 'failover-test-shared-secret',
        ADMIN_PASSWORD: 'admin-password',
        // The per-address limits live in the shared Redis: this test's sign-ups are not what they guard.
        RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
      }),
    );
  }
}

// Needs the servers CI runs (PostgreSQL, Redis, nginx): skipped where one is missing, except on CI.
describe.skipIf(skipClusterTests)('the process holding a game goes away', () => {
  // SIGKILL: a crash; SIGTERM: a deploy, where the process drains and hands its games over.
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    'by %s: the other process picks the game up, nothing acknowledged lost, nothing applied twice',
    async (signal) => {
      await startTwoProcesses();
      const [first] = [...children.keys()];
      const kim = await registerPlayer(`http://${first}`, 'Kim');
      const lee = await registerPlayer(`http://${first}`, 'Lee');
      const gameId = await createGame(kim, { turn_time: 3600 });
      expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
      const start = (await playHttp(kim, gameId, 'update-state')).body as unknown as Seen;
      const mover = start.turn.user_id === kim.userId ? kim : lee;

      // The mover plays through the room, as the play screen does; every reply is an acknowledgement.
      const { room, owner } = await joinRoom(`http://${first}`, mover, gameId);
      const survivor = [...children.keys()].find((address) => address !== owner)!;
      let acknowledged = start.version;
      const ack = async (action: string, payload: Record<string, unknown>) => {
        const reply = (await room.request(action, { ...payload, last_update: acknowledged })) as {
          success: boolean;
          version: number;
        };
        expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
        acknowledged = reply.version;
        return reply;
      };
      await ack('begin-turn', {});
      const seen = (await playHttp(mover, gameId, 'update-state')).body as unknown as Seen;
      const own = seen.game_state.territories.find((t) => t.player_id === seen.me.player_id)!;
      const placedBefore = acknowledged;
      await ack('place-troops', { territory: own.id, num_troops: 1 });
      await ack('place-troops', { territory: own.id, num_troops: 1 });
      const lastCallVersion = placedBefore + 1;

      // The mover's next calls go to the surviving process (the client's HTTP fallback).
      const onSurvivor = new HttpClient(`http://${survivor}`);
      await onSurvivor.login(mover.username, 'secret-password');
      // As the protocol asks of a client: a call answered 503 (the game moved while it was in
      // flight) is sent again with the same last_update.
      const play = async (action: string, body: Record<string, unknown>) => {
        for (let attempt = 0; ; attempt++) {
          const response = await onSurvivor.post(`/game/${gameId}/play/${action}`, body);
          const reply = (await response.json()) as Record<string, unknown>;
          if (response.status !== 503 || attempt === 3)
            return { status: response.status, body: reply };
        }
      };

      const killed = children.get(owner)!;
      const exited = new Promise((resolve) => killed.once('exit', resolve));
      killed.kill(signal);
      await exited;
      children.delete(owner);
      const died = performance.now();

      // A retry of the last acknowledged call (its reply lost, say) is refused: not applied twice.
      const retried = await play('place-troops', {
        territory: own.id,
        num_troops: 1,
        last_update: lastCallVersion,
      });
      const recovered = performance.now() - died;
      expect(retried.status, JSON.stringify(retried.body)).toBe(409);
      const next = await play('place-troops', {
        territory: own.id,
        num_troops: 1,
        last_update: acknowledged,
      });
      const playing = performance.now() - died;
      expect(next.body, JSON.stringify(next.body)).toMatchObject({
        success: true,
        version: acknowledged + 1,
      });
      console.log(
        `failover: first answer from the surviving process ${recovered.toFixed(0)} ms after the ` +
          `${signal} exit, game playing again (an accepted action) after ${playing.toFixed(0)} ms`,
      );
      expect(playing).toBeLessThan(3000);

      // Every acknowledged placement is there once, plus the one after the failover.
      const after = (await play('update-state', {})).body as unknown as Seen;
      expect(after.version).toBe(acknowledged + 1);
      const territory = after.game_state.territories.find((t) => t.id === own.id)!;
      expect(territory.troops).toBe(own.troops + 3);

      // A client joining again (through the survivor) finds the game in its new room.
      const rejoined = await joinRoom(`http://${survivor}`, mover, gameId);
      expect(rejoined.owner).toBe(survivor);
      const reply = (await rejoined.room.request('place-troops', {
        territory: own.id,
        num_troops: 1,
        last_update: acknowledged + 1,
      })) as { success: boolean; version: number };
      expect(reply).toMatchObject({ success: true, version: acknowledged + 2 });
    },
    120_000,
  );

  // A process that lives but does not answer (frozen here; in the field, held by its CPU quota or
  // a long collection): a call through another process must not wait on it past Colyseus's 2 s,
  // nor fail as a 500, but answer the retryable 503 that the play screen sends again.
  it('answers a call whose room is held by a frozen process with a retryable 503 within 3 s', async () => {
    await startTwoProcesses();
    const [first, second] = [...children.keys()] as [string, string];
    const kim = await registerPlayer(`http://${first}`, 'Kim');
    const lee = await registerPlayer(`http://${first}`, 'Lee');
    const gameId = await createGame(kim, { turn_time: 3600 });
    // Its room opens on the first process, which the call above reached.
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const onSecond = new HttpClient(`http://${second}`);
    await onSecond.login(kim.username, 'secret-password');
    const { owner } = await joinRoom(`http://${first}`, kim, gameId);
    const frozen = children.get(owner)!;
    const other = owner === first ? onSecond : kim.http;
    frozen.kill('SIGSTOP');
    try {
      const started = performance.now();
      const response = await other.post(`/game/${gameId}/play/update-state`, {});
      const elapsed = performance.now() - started;
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(body)).toBe(503);
      expect(body).toMatchObject({
        success: false,
        error: 'The game server is briefly unavailable. Try again in a moment.',
      });
      expect(elapsed).toBeLessThan(3000);
    } finally {
      frozen.kill('SIGCONT');
    }
    // Thawed, the same call goes through.
    const again = await other.post(`/game/${gameId}/play/update-state`, {});
    expect(again.status).toBe(200);
  }, 120_000);

  // The play screen's way back (client/net/game/rejoinSchedule.ts), run by the chaos run's room
  // bot with the real SDK through nginx: the room's process dies, by SIGKILL and for good, or by
  // SIGTERM (a deploy, whose close code the SDK does not reconnect after).
  it('brings a room player back into the game within 3 s of its process dying, restarted or not', async () => {
    // The processes above share Redis, where their room of game 1 (of another database) is listed.
    for (const child of children.values()) child.kill('SIGKILL');
    children.clear();
    cluster = await ProxiedCluster.start(2);
    const kim = await registerPlayer(cluster.base, 'Kim');
    const lee = await registerPlayer(cluster.base, 'Lee');
    const gameId = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const start = (await playHttp(kim, gameId, 'update-state')).body as unknown as Seen;
    const mover = start.turn.user_id === kim.userId ? kim : lee;
    const other = mover === kim ? lee : kim;
    const seat = new FollowedRoom(gameId, mover.userId, sessionIdOf(mover), () => cluster!.base);
    await seat.open();
    expect(seat.held).toBe(true);
    let version = start.version;
    /** Kills the room's process, then times the seat's way back to an acknowledged room action. */
    const backAfter = async (signal: 'SIGKILL' | 'SIGTERM') => {
      // Past the SDK's minimum uptime (5 s), under which it does not try to reconnect at all.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const owner = (await cluster!.holderOf(gameId))!;
      // A deploy finds another player between matchmaking and its WebSocket (a slow phone): the
      // game must not wait for that seat reservation to lapse (15 s) before another process may
      // open it.
      if (signal === 'SIGTERM') await reserveSeat(cluster!.base, other, gameId);
      const exited = new Promise((resolve) => owner.child.once('exit', resolve));
      owner.child.kill(signal);
      // From the signal: a SIGTERMed process drains (its rooms close with 4001) before it exits.
      const died = performance.now();
      if (signal === 'SIGKILL') await exited;
      // The seat learns of it from its WebSocket, a moment after the exit.
      while (seat.held && performance.now() - died < 3_000) await seat.changed(20);
      expect(seat.held).toBe(false);
      expect(await seat.heldWithin(died + 3_000 - performance.now())).toBe(true);
      const action = version === start.version ? 'begin-turn' : 'still-here';
      const reply = await seat.request(action, { last_update: version });
      expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
      if (action === 'begin-turn') version = (reply as { version: number }).version;
      return { owner, ms: performance.now() - died };
    };

    const killed = await backAfter('SIGKILL');
    console.log(`room player back ${killed.ms.toFixed(0)} ms after its process was SIGKILLed`);
    expect(killed.ms).toBeLessThan(3_000);
    await cluster.restart(killed.owner);
    const stopped = await backAfter('SIGTERM');
    console.log(`room player back ${stopped.ms.toFixed(0)} ms after its process was SIGTERMed`);
    expect(stopped.ms).toBeLessThan(3_000);
    await seat.close();
  }, 180_000);
});
