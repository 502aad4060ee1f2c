import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  startServerProcess,
} from '../../scripts/lib/serverProcess';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { skipClusterTests } from '../support/proxiedCluster';
import { createScratchDatabase } from '../support/scratchDatabase';

const { DATABASE_URL, REDIS_URL } = process.env;
const children: ChildProcess[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await drop?.();
});

// Needs the servers CI runs (PostgreSQL, Redis, nginx): skipped where one is missing, except on CI.
describe.skipIf(skipClusterTests)('two server processes as one cluster', () => {
  it('routes every game to its single room, wherever the call arrives', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      children.push(
        await startServerProcess({
          PORT: String(port),
          DATABASE_URL: scratch.url,
          REDIS_URL: REDIS_URL!,
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          SESSION_SECRET: 'cluster-test-shared-secret',
          ADMIN_PASSWORD: 'admin-password',
          // The per-address sign-up limit lives in the shared Redis, so it outlasts one run: every
          // run after the first few within its window was refused before this exemption.
          RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
        }),
      );
    }
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const kim = await registerPlayer(a, 'Kim');
    const lee = await registerPlayer(a, 'Lee');
    // Lee's session works on the other process too: sessions live in the shared database.
    const leeOnB = new HttpClient(b);
    await leeOnB.login('Lee', 'secret-password');

    const gameId = await createGame(kim, { turn_time: 3600 });
    // The game's room is created by process A; the join arrives at process B and is forwarded.
    await playHttp(kim, gameId, 'still-here');
    const joined = await leeOnB.post(`/game/${gameId}/play/join-game`, { color: 2 });
    expect(await joined.json()).toMatchObject({ success: true, started: true });

    const fromA = (await playHttp(kim, gameId, 'update-state')).body as { version: number };
    const fromB = (await (await leeOnB.post(`/game/${gameId}/play/update-state`, {})).json()) as {
      version: number;
    };
    expect(fromB.version).toBe(fromA.version);

    // Concurrent calls through both processes still apply one at a time, in one room.
    const seen = (await playHttp(kim, gameId, 'update-state')).body as {
      turn: { user_id: number };
    };
    const moverName = seen.turn.user_id === kim.userId ? 'Kim' : 'Lee';
    const [onA, onB] = [new HttpClient(a), new HttpClient(b)];
    for (const client of [onA, onB]) await client.login(moverName, 'secret-password');
    const replies = await Promise.all(
      [onA, onB].map((client) =>
        client.post(`/game/${gameId}/play/begin-turn`, { last_update: fromA.version }),
      ),
    );
    const bodies = await Promise.all(
      replies.map((reply) => reply.json() as Promise<{ success: boolean }>),
    );
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    const after = (await playHttp(kim, gameId, 'update-state')).body as { version: number };
    expect(after.version).toBe(fromA.version + 1);

    // A sign-out on A ends the session on B at once, though B had it cached (for a minute).
    const signedIn = new HttpClient(a);
    await signedIn.login('Lee', 'secret-password');
    const cookie = signedIn.cookieHeader;
    const userOnB = async () => {
      const response = await fetch(`${b}/api/session`, { headers: { cookie } });
      return ((await response.json()) as { user: { username: string } | null }).user?.username;
    };
    expect(await userOnB()).toBe('Lee');
    await signedIn.post('/logout');
    await expect.poll(userOnB, { timeout: 2_000, interval: 50 }).toBeUndefined();

    // Players opening a game nobody has opened yet, at the same moment through both processes
    // (as a game's players do when they come back together after its process died): one process
    // takes the game, and every join is seated in that one room.
    const reserve = async (baseUrl: string, player: TestPlayer, id: number) => {
      const sid = /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)![1]!;
      const response = await fetch(`${baseUrl}/matchmake/joinOrCreate/game`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sid}` },
        body: JSON.stringify({ gameId: id }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    for (let round = 0; round < 3; round++) {
      const unopened = await createGame(kim, { turn_time: 3600 });
      const joins = await Promise.all([
        reserve(a, kim, unopened),
        reserve(b, lee, unopened),
        reserve(b, kim, unopened),
        reserve(a, lee, unopened),
      ]);
      expect(
        joins.map((join) => join.status),
        JSON.stringify(joins),
      ).toEqual([200, 200, 200, 200]);
      expect(new Set(joins.map((join) => join.body.publicAddress)).size).toBe(1);
    }
  }, 120_000);
});

/** The port `npm run cluster` puts nginx on in this test (its process on the next one). */
const CLUSTER_PORT = 31_500;
/** A harmless V8 flag to follow through `--node-flag` to the game process and its restart. */
const EXTRA_FLAG = '--stack-trace-limit=25';

describe.skipIf(skipClusterTests)('npm run cluster', () => {
  it('runs its processes with npm start’s Node flags and environment, and the flags it is given, and starts one again when it dies', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    const dropCluster = scratch.drop;
    const cluster = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/cluster.ts',
        '--processes',
        '1',
        '--port',
        String(CLUSTER_PORT),
        `--node-flag=${EXTRA_FLAG}`,
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATABASE_URL: scratch.url,
          REDIS_URL: REDIS_URL!,
          SKIP_CLIENT_BUILD: '1',
          SESSION_SECRET: 'cluster-script-test-secret',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(cluster);
    let output = '';
    for (const stream of [cluster.stdout, cluster.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const pids = () => [...output.matchAll(/\[g1\] pid (\d+)/g)].map((match) => Number(match[1]));
    try {
      await expect
        .poll(() => output.includes('Ctrl-C stops everything'), { timeout: 90_000 })
        .toBe(true);
      const [first] = pids();
      // The same flags as `npm start` (package.json), which the server's memory figures assume.
      const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
      for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(flag);
      const args = readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0');
      expect(args).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS, EXTRA_FLAG]));
      // And the same environment, there as the process started (glibc reads it then).
      const environment = readFileSync(`/proc/${first}/environ`, 'utf8').split('\0');
      for (const [name, value] of Object.entries(SERVER_ENV))
        expect(environment).toContain(`${name}=${value}`);

      process.kill(first!, 'SIGKILL');
      await expect.poll(() => pids().length, { timeout: 60_000, interval: 200 }).toBe(2);
      expect(output).toContain('[g1] restarted');
      const restarted = readFileSync(`/proc/${pids()[1]}/cmdline`, 'utf8').split('\0');
      expect(restarted).toContain(EXTRA_FLAG);
      const healthz = await fetch(`http://127.0.0.1:${CLUSTER_PORT}/healthz`);
      expect(healthz.status).toBe(200);
    } finally {
      const stopped = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await stopped;
      await dropCluster();
    }
  }, 180_000);
});
