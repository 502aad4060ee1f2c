import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startNginx } from '../../scripts/lib/nginxProcess';
import { NO_PROCESS_TEXT } from '../../scripts/lib/nginxConfig';
import { freePort } from '../../scripts/lib/serverProcess';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { ProxiedCluster, skipClusterTests } from '../support/proxiedCluster';

// The proxy of compose.yaml and `npm run cluster` (scripts/lib/nginxConfig.ts), run with the
// machine's nginx in front of real game processes: what a browser sees through it when the
// database or a process goes away.

let cluster: ProxiedCluster;
afterAll(async () => cluster?.stop());

/** Status and body of a GET through the proxy, and whether nginx answered with its own HTML. */
async function get(url: string) {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const text = await response.text();
  return { status: response.status, html: text.includes('<center>nginx'), text };
}

describe.skipIf(skipClusterTests)('the proxy in front of the game processes', () => {
  let mover: TestPlayer;
  let gameId: number;
  let version: number;

  beforeAll(async () => {
    cluster = await ProxiedCluster.start(2);
    const kim = await registerPlayer(cluster.base, 'Kim');
    const lee = await registerPlayer(cluster.base, 'Lee');
    gameId = await createGame(kim, { turn_time: 3600 });
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const seen = (await playHttp(kim, gameId, 'update-state')).body as {
      version: number;
      turn: { user_id: number };
    };
    mover = seen.turn.user_id === kim.userId ? kim : lee;
    version = seen.version;
  }, 120_000);

  it('passes the game’s 503 text through while PostgreSQL is away, and keeps serving what needs no database', async () => {
    const direct = cluster.processes[0]!.direct;
    const pageStatus = (await fetch(`${direct}/`, { headers: { accept: 'text/html' } })).status;
    const page = async () =>
      (await fetch(`${cluster.base}/`, { headers: { accept: 'text/html' } })).status;
    const noDatabaseNeeded = async () => {
      for (const path of ['/healthz', '/api/session']) {
        const answer = await get(`${cluster.base}${path}`);
        expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      }
      expect(await page()).toBe(pageStatus);
    };

    await cluster.postgres.cut();
    try {
      const statuses = new Map<number, number>();
      for (let attempt = 0; attempt < 50; attempt++) {
        const { status, body } = await playHttp(mover, gameId, 'begin-turn', {
          last_update: version,
        });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // The game's own answer: the room's (databaseAway) or the HTTP layer's, both saying why.
        expect(body, `attempt ${attempt}`).toMatchObject({ success: false });
        expect(body.error).toMatch(/database is not answering/i);
        if (attempt % 10 === 0) await noDatabaseNeeded();
      }
      expect(Object.fromEntries(statuses)).toEqual({ 503: 50 });
    } finally {
      await cluster.postgres.restore();
    }
    // Right after it is back, nothing has been set aside: every answer is the game's.
    const until = performance.now() + 3_000;
    while (performance.now() < until) {
      await noDatabaseNeeded();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect
      .poll(
        async () =>
          (await playHttp(mover, gameId, 'begin-turn', { last_update: version })).body.success,
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
  }, 120_000);

  it('answers with game processes’ JSON, or its own, never an HTML error page, when a process dies', async () => {
    const [victim, survivor] = cluster.processes as [
      (typeof cluster.processes)[0],
      (typeof cluster.processes)[0],
    ];
    await cluster.kill(victim);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => playHttp(mover, gameId, 'update-state')),
    );
    for (const answer of answers) expect([200, 502]).toContain(answer.status);
    // A GET to a dead process goes on to the next: it never fails.
    for (let i = 0; i < 10; i++) expect((await get(`${cluster.base}/healthz`)).status).toBe(200);
    await cluster.restart(victim);
    expect((await get(`${survivor.direct}/healthz`)).status).toBe(200);
  }, 60_000);
});

describe.skipIf(skipClusterTests)('the proxy with no game process answering', () => {
  it('answers a JSON refusal of its own with a clear text', async () => {
    const port = await freePort();
    const nobody = await freePort();
    const proxy = await startNginx({
      binary: findNginx()!,
      port,
      upstreams: [{ name: 'g1', path: 'g1', address: `127.0.0.1:${nobody}` }],
    });
    try {
      for (const [method, path] of [
        ['POST', '/game/1/play/begin-turn'],
        ['GET', '/api/session'],
      ] as const) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expect(response.status).toBe(502);
        expect(response.headers.get('content-type')).toBe('application/json');
        expect(await response.json()).toEqual({ success: false, error: NO_PROCESS_TEXT });
      }
    } finally {
      await proxy.stop();
    }
  });
});
