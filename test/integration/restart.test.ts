import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess as startServer } from '../../scripts/lib/serverProcess';
import { createGame, playHttp, registerPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';

const dataDir = mkdtempSync(path.join(tmpdir(), 'conquest-restart-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-game', () => {
  it('resumes every game at its last acknowledged action, timers included', async () => {
    const port = await freePort();
    // Without DATABASE_URL the embedded database's files under DATA_DIR must survive the kill.
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'admin-password',
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    const baseUrl = `http://127.0.0.1:${port}`;
    child = await startServer(env);

    const hana = await registerPlayer(baseUrl, 'Hana');
    const ivan = await registerPlayer(baseUrl, 'Ivan');
    // The shortest turn the create page offers (a minute) starts first, to run out after the restart.
    const fast = await createGame(hana, { turn_time: 60 });
    await playHttp(ivan, fast, 'join-game', { color: 2 });
    const slow = await createGame(hana, { turn_time: 3600 });
    await playHttp(ivan, slow, 'join-game', { color: 2 });

    const state = async (gameId: number, player = hana) =>
      (await playHttp(player, gameId, 'update-state')).body as {
        version: number;
        status: number;
        turn: { user_id: number; step: number; turn_id: number };
      };
    const before = await state(slow);
    const mover = before.turn.user_id === hana.userId ? hana : ivan;
    const begun = await playHttp(mover, slow, 'begin-turn', { last_update: before.version });
    expect(begun.body.success).toBe(true);
    const acknowledged = begun.body.version as number;

    const fastStarted = await state(fast);
    expect(fastStarted.status).toBe(2);

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = await startServer(env);

    const after = await state(slow);
    expect(after.version).toBe(acknowledged);
    expect(after.turn.step).toBe(2);
    // The sessions survived too: the same players carry on.
    const seen = (await playHttp(mover, slow, 'update-state')).body as {
      me: { player_id: number };
      game_state: { territories: { id: number; player_id: number | null }[] };
    };
    const own = seen.game_state.territories.find((t) => t.player_id === seen.me.player_id)!;
    const next = await playHttp(mover, slow, 'place-troops', {
      territory: own.id,
      num_troops: 1,
      last_update: after.version,
    });
    expect(next.body, JSON.stringify(next.body)).toMatchObject({
      success: true,
      version: acknowledged + 1,
    });

    // The other game's one-minute turn expires after the restart with nobody connected.
    await expect
      .poll(async () => (await state(fast)).turn.turn_id, { timeout: 75_000, interval: 1000 })
      .toBeGreaterThan(fastStarted.turn.turn_id);
  }, 240_000);
});

describe('a server asked to stop (SIGTERM)', () => {
  it('finishes the request in flight, then exits cleanly', async () => {
    const port = await freePort();
    const stopDir = mkdtempSync(path.join(tmpdir(), 'conquest-stop-'));
    const server = await startServer({
      PORT: String(port),
      DATA_DIR: stopDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    const guest = new HttpClient(baseUrl);
    await guest.refreshSession();
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    // Registering hashes a password for a few hundred milliseconds: still running when the signal lands.
    const inFlight = guest.register('Quinn');
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.kill('SIGTERM');
    const { response } = await inFlight;
    expect(response.status).toBe(200);
    expect(await exited).toBe(0);
    rmSync(stopDir, { recursive: true, force: true });
  }, 120_000);
});
