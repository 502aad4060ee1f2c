import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { DATABASE_AWAY_TEXT } from '../../server/rooms/GameRoom';
import { CuttableProxy } from '../support/cuttableProxy';
import { createGame, playHttp, registerPlayer } from '../support/gameClients';
import { createScratchDatabase } from '../support/scratchDatabase';
import { hasDatabaseServer } from '../support/services';

const { DATABASE_URL } = process.env;

interface Seen {
  version: number;
  me: { player_id: number };
  turn: { user_id: number };
  game_state: { territories: { id: number; player_id: number | null; troops: number }[] };
}
let child: ChildProcess | undefined;
let proxy: CuttableProxy | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await proxy?.close();
  await drop?.();
});

describe.skipIf(!hasDatabaseServer())('PostgreSQL going away and coming back', () => {
  it('refuses actions with a clear error while it is away, loses none, and resumes without a restart', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const through = await CuttableProxy.forUrl(scratch.url, 5432);
    proxy = through.proxy;
    const port = await freePort();
    child = await startServerProcess({
      PORT: String(port),
      DATABASE_URL: through.url,
      ADMIN_PASSWORD: 'admin-password',
      // With REDIS_URL set the per-address limits live in the shared Redis, across test runs.
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    });
    const base = `http://127.0.0.1:${port}`;
    const kim = await registerPlayer(base, 'Kim');
    const lee = await registerPlayer(base, 'Lee');
    const gameId = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const start = (await playHttp(kim, gameId, 'update-state')).body as unknown as Seen;
    const mover = start.turn.user_id === kim.userId ? kim : lee;
    const begun = await playHttp(mover, gameId, 'begin-turn', { last_update: start.version });
    expect(begun.body.success).toBe(true);
    const seen = (begun.body as unknown as { update: Seen }).update;
    const own = seen.game_state.territories.find((t) => t.player_id === seen.me.player_id)!;
    const place = { territory: own.id, num_troops: 1, last_update: seen.version };

    // PostgreSQL goes away: the action is refused with a clear error, and nothing is acknowledged.
    await proxy.cut();
    const away = await playHttp(mover, gameId, 'place-troops', place);
    expect(away).toMatchObject({
      status: 503,
      body: { success: false, error: DATABASE_AWAY_TEXT, code: 'databaseAway' },
    });
    expect((await fetch(`${base}/readyz`)).status).toBe(503);

    // It comes back: the same call, sent again, goes through once; no restart needed.
    await proxy.restore();
    let back = await playHttp(mover, gameId, 'place-troops', place);
    for (let i = 0; back.status === 503 && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      back = await playHttp(mover, gameId, 'place-troops', place);
    }
    expect(back.body).toMatchObject({ success: true, version: seen.version + 1 });
    const after = (await playHttp(mover, gameId, 'update-state')).body as unknown as Seen;
    expect(after.version).toBe(seen.version + 1);
    expect(after.game_state.territories.find((t) => t.id === own.id)!.troops).toBe(own.troops + 1);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  }, 120_000);
});
