import type { ChildProcess } from 'node:child_process';
import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { CuttableProxy } from '../support/cuttableProxy';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { createScratchDatabase } from '../support/scratchDatabase';
import { hasClusterServices } from '../support/services';

const { DATABASE_URL, REDIS_URL } = process.env;
let child: ChildProcess | undefined;
let proxy: CuttableProxy | undefined;
let room: Room | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  room?.connection.close();
  child?.kill('SIGKILL');
  await proxy?.close();
  await drop?.();
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
    // ...and a call that needs the room directory (a game with no room open yet) waits for Redis
    // rather than failing.
    let answered = false;
    const waiting = playHttp(kim, created, 'update-state').finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(answered).toBe(false);

    // Redis comes back: the waiting call is answered, and matchmaking works again.
    await proxy.restore();
    const late = await waiting;
    expect(late.status).toBe(200);
    expect((late.body as unknown as Seen).version).toBe(1);
    const other = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, other, 'join-game', { color: 2 })).body.success).toBe(true);
    const rejoined = await join(base, lee, other);
    expect(rejoined.roomId).toBeTruthy();
    rejoined.connection.close();
  }, 120_000);
});
