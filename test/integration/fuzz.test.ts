import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../support/fuzz/fuzzRun';
import { routesOf } from '../support/fuzz/routes';
import { changedTables, StateWatch } from '../support/fuzz/stateFingerprint';
import { groupOf } from '../support/fuzz/tally';
import { startTestServer, type TestServer } from '../support/server';

// A bounded run of the fuzzer (npm run fuzz runs a long one): hostile values on each route's own
// fields, as a guest, a player, a moderator and an admin, and to a game room, on the real server.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await server?.stop();
});

const GROUPS = ['forum', 'messages', 'push', 'account', 'staff', 'modpanel', 'debug', 'editor'];
GROUPS.push('replay', 'game', 'chat', 'health', 'site');

describe('the server under hostile requests', () => {
  it('finds every route to fuzz, each in its group', () => {
    const routes = routesOf(server.app.http()!);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /game/:gameId/play/:action',
        'POST /chat/send',
        'GET /api/maps',
        'POST /api/forum/categories/:categoryId/topics',
        'POST /messages',
        'POST /account/push-subscriptions/add',
        'POST /api/staff/users/:userId/suspend',
        'POST /api/admin/users/:userId/roles',
        'POST /modpanel/game/status',
        'POST /api/editor/maps/:mapId/territory/add',
        'GET /api/games/:gameId/replay',
      ]),
    );
    expect(new Set(routes.map((r) => groupOf(r.path)))).toEqual(new Set(GROUPS));
  });

  it('sees a change to any table, and not the bookkeeping a refused request may write', async () => {
    const db = server.app.context.db;
    const watch = new StateWatch(db);
    await watch.start();
    expect(watch.watched).toEqual(expect.arrayContaining(['users', 'games', 'forum_posts']));
    const before = await watch.current();
    await db.execute(sql`UPDATE users SET last_active_at = now() - interval '1 day'`);
    await db.execute(
      sql`INSERT INTO login_failures (username_lower, ip, at) VALUES ('x', '::1', now())`,
    );
    expect(changedTables(before, await watch.current())).toEqual([]);
    await db.execute(sql`INSERT INTO settings (key, value) VALUES ('fuzz-probe', '1')`);
    expect(changedTables(before, await watch.current())).toEqual([
      expect.stringMatching(/^settings /),
    ]);
    await db.execute(sql`DELETE FROM settings WHERE key = 'fuzz-probe'`);
    expect(changedTables(before, await watch.current())).toEqual([]);
  });

  it('never answers 5xx, refuses with {success:false, error}, leaks nothing, changes nothing it refused', async () => {
    const { failures, tally } = await runFuzz({
      baseUrl: server.baseUrl,
      routes: routesOf(server.app.http()!),
      database: server.app.context.db,
      adminPassword: 'admin-password',
      httpCases: 1000,
      roomCases: 80,
      seed: Number(process.env.FUZZ_SEED ?? 20261123),
    });
    expect(failures.slice(0, 20)).toEqual([]);
    expect(tally.total['5xx']).toBe(0);
    expect(tally.total.refusedChanged).toBe(0);
    for (const group of [...GROUPS, 'room'])
      expect(tally.groups.get(group)?.cases, group).toBeGreaterThanOrEqual(5);
    // The same process still serves.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  }, 600_000);
});
