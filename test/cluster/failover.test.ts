import type { ChildProcess } from 'node:child_process';
import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { createScratchDatabase } from '../support/scratchDatabase';
import { hasClusterServices } from '../support/services';

const { DATABASE_URL, REDIS_URL } = process.env;
const children = new Map<string, ChildProcess>();
const rooms: Room[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
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

/** Joins the game's room through `baseUrl` as `player`; says which process holds it (its PUBLIC_ADDRESS). */
async function joinRoom(baseUrl: string, player: TestPlayer, gameId: number) {
  const sid = /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)![1]!;
  const response = await fetch(`${baseUrl}/matchmake/joinOrCreate/game`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sid}` },
    body: JSON.stringify({ gameId }),
  });
  const reservation = await response.json();
  expect(response.status, JSON.stringify(reservation)).toBe(200);
  const client = new ColyseusClient(baseUrl);
  client.auth.token = sid;
  const room = await client.consumeSeatReservation(reservation);
  room.onMessage('events', () => undefined);
  rooms.push(room);
  return { room, owner: reservation.publicAddress as string };
}

// Needs the servers CI runs (both are on CI's machine); skipped where they are not configured.
describe.skipIf(!hasClusterServices())('the process holding a game goes away', () => {
  // SIGKILL: a crash; SIGTERM: a deploy, where the process drains and hands its games over.
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    'by %s: the other process picks the game up, nothing acknowledged lost, nothing applied twice',
    async (signal) => {
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
});
