import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { EVENT_TYPES } from '../../shared/engine';
import { createGame, playHttp, registerPlayer } from '../support/gameClients';
import { createScratchDatabase } from '../support/scratchDatabase';
import { hasClusterServices } from '../support/services';

const { DATABASE_URL, REDIS_URL } = process.env;
const METRICS_TOKEN = 'timer-failover-metrics-token';
const children = new Map<string, ChildProcess>();
let database: pg.Client | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children.values()) child.kill('SIGKILL');
  await database?.end();
  await drop?.();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The processes (by address) whose `/metrics/games` lists the game as live. */
async function holders(gameId: number): Promise<string[]> {
  const found: string[] = [];
  for (const address of children.keys()) {
    const response = await fetch(`http://${address}/metrics/games`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const body = (await response.json()) as { games: { gameId: number }[] };
    if (body.games.some((game) => game.gameId === gameId)) found.push(address);
  }
  return found;
}

function start(databaseUrl: string, port: number) {
  return startServerProcess({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS_URL!,
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    SESSION_SECRET: 'timer-failover-shared-secret',
    ADMIN_PASSWORD: 'admin-password',
    METRICS_TOKEN,
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  });
}

// Needs the servers CI runs (both are on CI's machine); skipped where they are not configured.
describe.skipIf(!hasClusterServices())('a turn timer whose game lost its process', () => {
  it('is fired once, by one of the surviving processes', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    // The first alone (it applies the migrations), then two survivors-to-be at once.
    children.set(`127.0.0.1:${ports[0]}`, await start(scratch.url, ports[0]!));
    const rest = await Promise.all(ports.slice(1).map((port) => start(scratch.url, port)));
    rest.forEach((child, i) => children.set(`127.0.0.1:${ports[i + 1]}`, child));
    const base = `http://127.0.0.1:${ports[0]}`;
    const kim = await registerPlayer(base, 'Kim');
    const lee = await registerPlayer(base, 'Lee');
    const gameId = await createGame(kim, { turn_time: 60 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);

    // The game is live in exactly one process: kill it.
    const [owner, ...others] = await holders(gameId);
    expect(owner).toBeDefined();
    expect(others).toEqual([]);
    const victim = children.get(owner!)!;
    const exited = new Promise((resolve) => victim.once('exit', resolve));
    victim.kill('SIGKILL');
    await exited;
    children.delete(owner!);

    // Its turn timer falls due while nobody holds the game (as if the minute had passed).
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
    const stored = async () =>
      (
        await database!.query<{ version: number; player: number }>(
          `SELECT version, (state::jsonb #>> '{turns,0,player_id}')::int AS player
           FROM games WHERE id = $1`,
          [gameId],
        )
      ).rows[0]!;
    const due = await stored();
    await database.query(
      `UPDATE games SET next_deadline = now() - interval '1 second',
         state = jsonb_set(state::jsonb, '{turns,0,expires_at}', to_jsonb($2::bigint))::json
       WHERE id = $1`,
      [gameId, Date.now() - 1000],
    );

    // A survivor's sweeper (every 2 s) claims the game and fires the timer: the turn passes.
    const firedBy = performance.now() + 20_000;
    while ((await stored()).version === due.version && performance.now() < firedBy)
      await sleep(200);
    const fired = await stored();
    expect(fired.version).toBe(due.version + 1);
    expect(fired.player).not.toBe(due.player);

    // Several sweeps of both survivors later, still once: one missed turn, one turn change.
    await sleep(7_000);
    expect((await stored()).version).toBe(due.version + 1);
    const ends = await database.query<{ player_id: number; param1: number }>(
      'SELECT player_id, param1 FROM game_events WHERE game_id = $1 AND type = $2 AND version > $3',
      [gameId, EVENT_TYPES.TURN_END, due.version],
    );
    expect(ends.rows).toEqual([{ player_id: due.player, param1: 1 }]);
    const [holder, ...more] = await holders(gameId);
    expect(children.has(holder!)).toBe(true);
    expect(more).toEqual([]);
  }, 150_000);
});
