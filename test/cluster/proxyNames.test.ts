import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PROCESS_TEXT } from '../../scripts/lib/nginxConfig';
import { findNginx, startNginx, type NginxProcess } from '../../scripts/lib/nginxProcess';
import { freePort } from '../../scripts/lib/serverProcess';
import { DnsServer } from '../support/dnsServer';
import { needs } from '../support/services';

// Compose's proxy names its game processes (game1, game2, and `game` for all of them) and must
// follow a container that comes back on a new address. The same generated configuration runs
// here with the machine's nginx, a DNS server the test controls, and two stand-in processes on
// two loopback addresses.

const nginxBinary = findNginx();
const [A, B] = ['127.0.0.2', '127.0.0.3'];
let dns: DnsServer;
let nginx: NginxProcess;
let base: string;
const servers: Server[] = [];

/** A stand-in game process on `host`: it says who it is and what URI reached it. */
async function standIn(host: string, port: number) {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ who: host, uri: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  servers.push(server);
  return server;
}

async function get(path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Who answers `path`, asked until `who` does or 5 s pass (names live 1 s here). */
async function answeredBy(path: string, who: string) {
  const since = performance.now();
  let last: unknown;
  while (performance.now() - since < 5_000) {
    last = (await get(path)).body.who;
    if (last === who) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} still answered by ${String(last)}, not ${who}`);
}

describe.runIf(needs('nginx', !!nginxBinary))('the proxy of compose, with names', () => {
  let gamePort: number;
  beforeAll(async () => {
    dns = await DnsServer.start();
    gamePort = await freePort();
    await standIn(A, gamePort);
    await standIn(B, gamePort);
    dns.set('game1', [A]);
    dns.set('game', [A]);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    nginx = await startNginx({
      binary: nginxBinary!,
      port,
      upstreams: [{ name: 'game1', path: 'g1', address: `game1:${gamePort}` }],
      lookup: {
        resolver: `127.0.0.1:${dns.port}`,
        everyProcess: `game:${gamePort}`,
        validSeconds: 1,
      },
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await dns?.close();
    for (const server of servers) server.close();
  });

  it("follows a process's name to its new address, its /gN/ prefix taken off", async () => {
    expect((await get('/g1/8a1b/game-1?sessionId=x')).body).toEqual({
      who: A,
      uri: '/8a1b/game-1?sessionId=x',
    });
    dns.set('game1', [B]);
    const followed = await answeredBy('/g1/anything', B);
    expect(followed).toBeLessThan(3_000);
    expect((await get('/g1/8a1b/game-1?sessionId=x')).body.uri).toBe('/8a1b/game-1?sessionId=x');
  });

  it('balances over every address of the shared name, and skips one that refuses', async () => {
    dns.set('game', [A, B]);
    // Every nginx worker keeps its own answer, and `valid=1s` on nginx's whole-second clock keeps
    // it up to 2 s: a worker still holding A alone would have nowhere else to send a refused call.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const seen = new Set<unknown>();
    for (let i = 0; i < 40; i++) seen.add((await get('/api/session')).body.who);
    expect([...seen].sort()).toEqual([A, B]);

    // A's container is gone but its address is still named: the connection is refused and the
    // request goes to B, never to the player as an error.
    const [first] = servers;
    await new Promise((resolve) => first!.close(resolve));
    for (let i = 0; i < 20; i++)
      expect(await get('/api/session')).toEqual({
        status: 200,
        body: { who: B, uri: '/api/session' },
      });
  });

  it('answers its own JSON text while no process is named at all', async () => {
    dns.set('game', []);
    // Each nginx worker keeps its own answers: asked until every one has let the old one go.
    await expect
      .poll(() => get('/api/session'), { timeout: 5_000, interval: 100 })
      .toEqual({ status: 502, body: { success: false, error: NO_PROCESS_TEXT } });
  });
});
