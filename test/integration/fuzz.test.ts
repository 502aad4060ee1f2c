import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../support/fuzz/fuzzRun';
import { routesOf } from '../support/fuzz/routes';
import { startTestServer, type TestServer } from '../support/server';

// A bounded run of the fuzzer (npm run fuzz runs a long one): hostile values from the shared
// contract to every route and to a game room, on the real server.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the server under hostile requests', () => {
  it('finds every route to fuzz', () => {
    const routes = routesOf(server.app.http()!);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /game/:gameId/play/:action',
        'POST /chat/send',
        'GET /api/maps',
      ]),
    );
  });

  it('never answers 5xx, refuses with {success:false, error}, leaks nothing, changes nothing it refused', async () => {
    const failures = await runFuzz({
      baseUrl: server.baseUrl,
      routes: routesOf(server.app.http()!),
      adminPassword: 'admin-password',
      httpCases: 2500,
      roomCases: 300,
      seed: Number(process.env.FUZZ_SEED ?? 20261123),
    });
    expect(failures.slice(0, 20)).toEqual([]);
    // The same process still serves.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  }, 600_000);
});
