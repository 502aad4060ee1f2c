import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
let late: ChildProcess | undefined;
let proxy: CuttableProxy | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  late?.kill('SIGKILL');
  await proxy?.close();
  await drop?.();
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtPage = path.join(root, 'dist', 'client', 'index.html');

describe.skipIf(!hasDatabaseServer())('PostgreSQL going away and coming back', () => {
  it('refuses actions with a clear error through a 12 s outage, ends no process, loses nothing, and resumes within 2 s', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const through = await CuttableProxy.forUrl(scratch.url, 5432);
    proxy = through.proxy;
    const port = await freePort();
    child = await startServerProcess({
      PORT: String(port),
      DATABASE_URL: through.url,
      ADMIN_PASSWORD: 'admin-password',
      SESSION_SECRET: 'database-away-test-secret',
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

    // PostgreSQL goes away, for longer than any timeout on the way: actions are refused with a
    // clear error (nothing acknowledged), pages need no database, and no process ends.
    await proxy.cut();
    const cut = performance.now();
    const refused = async () => {
      const asked = performance.now();
      const away = await playHttp(mover, gameId, 'place-troops', place);
      expect(performance.now() - asked).toBeLessThan(2_000);
      expect(away).toMatchObject({
        status: 503,
        body: { success: false, error: DATABASE_AWAY_TEXT, code: 'databaseAway' },
      });
    };
    await refused();
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    // A page, for a session this process has not seen (its lookup would need the database).
    const page = await fetch(`${base}/lobby`, {
      headers: { accept: 'text/html', cookie: 'sid=a-session-not-in-any-cache' },
    });
    if (existsSync(builtPage)) expect(page.status).toBe(200);
    else expect(await page.text()).toContain('The client is not built yet');
    // A process started now serves its health probe, is not ready, and waits for the database.
    const latePort = await freePort();
    late = await startServerProcess({
      PORT: String(latePort),
      DATABASE_URL: through.url,
      SESSION_SECRET: 'database-away-test-secret',
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    });
    const lateBase = `http://127.0.0.1:${latePort}`;
    expect((await fetch(`${lateBase}/healthz`)).status).toBe(200);
    expect((await fetch(`${lateBase}/readyz`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 12_000 - (performance.now() - cut)));
    await refused();
    expect(child.exitCode).toBeNull();
    expect(late.exitCode).toBeNull();

    // It comes back: within 2 s the same call, sent again, goes through once; no restart needed.
    await proxy.restore();
    const restored = performance.now();
    let back = await playHttp(mover, gameId, 'place-troops', place);
    while (back.status === 503 && performance.now() - restored < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await playHttp(mover, gameId, 'place-troops', place);
    }
    // The target is 2 s (docs/architecture.md, Outages); a loaded CI machine gets some slack,
    // the figure itself is printed.
    const backAfter = performance.now() - restored;
    console.log(
      `database away: the action went through ${Math.round(backAfter)} ms after the restore`,
    );
    expect(backAfter).toBeLessThan(5_000);
    expect(back.body).toMatchObject({ success: true, version: seen.version + 1 });
    const after = (await playHttp(mover, gameId, 'update-state')).body as unknown as Seen;
    expect(after.version).toBe(seen.version + 1);
    expect(after.game_state.territories.find((t) => t.id === own.id)!.troops).toBe(own.troops + 1);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // The process started during the outage becomes ready by itself and knows the session.
    await expect
      .poll(async () => (await fetch(`${lateBase}/readyz`)).status, { timeout: 10_000 })
      .toBe(200);
    const session = await fetch(`${lateBase}/api/session`, {
      headers: { cookie: mover.http.cookieHeader },
    });
    expect(((await session.json()) as { user: { id: number } }).user.id).toBe(mover.userId);
  }, 120_000);
});
