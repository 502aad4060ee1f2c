import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@colyseus/sdk';
import type { PermissionName, ProcessRow, StatsSeries } from '../../shared/protocol/staff';
import {
  connectToGame,
  createGame,
  playHttp,
  registerPlayer,
  waitFor,
  type TestPlayer,
} from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { registerModerator, setRolePermission, signInAdmin } from '../support/staff';

let server: TestServer;
let admin: HttpClient;
let guest: HttpClient;
let player: TestPlayer;
let rival: TestPlayer;
let moderator: TestPlayer;
let gameId: number;

const MODERATOR_DEFAULTS: readonly PermissionName[] = [
  'chat.moderate',
  'forum.moderate',
  'game.set-status',
  'game.set-timer',
  'map.edit',
  'reports.handle',
  'user.view',
  'user.view-ips',
];

/** Every staff route, the permission it checks, and a request it accepts. */
const STAFF_ROUTES: {
  method: 'GET' | 'POST';
  path: () => string;
  permission: PermissionName;
  body?: () => Record<string, unknown>;
}[] = [
  { method: 'GET', path: () => '/api/staff/permissions', permission: 'system.permissions' },
  { method: 'GET', path: () => '/api/staff/audit', permission: 'system.audit-log' },
  { method: 'GET', path: () => '/api/admin/metrics', permission: 'system.metrics' },
  {
    method: 'GET',
    path: () => '/modpanel/system/dbadmin/processlist',
    permission: 'system.processlist',
  },
  {
    method: 'POST',
    path: () => '/modpanel/system/dbadmin/processlist',
    permission: 'system.processlist',
  },
  {
    method: 'POST',
    path: () => '/modpanel/system/settings/validate-model',
    permission: 'system.validate-model',
    body: () => ({ key: 'user', value: '1' }),
  },
  { method: 'GET', path: () => '/modpanel/stats/api?range=hour', permission: 'system.stats' },
  {
    method: 'GET',
    path: () => `/modpanel/user/${player.userId}/ajax/ips`,
    permission: 'user.view-ips',
  },
  {
    method: 'GET',
    path: () => `/modpanel/user/${player.userId}/ajax/games`,
    permission: 'user.view',
  },
  {
    method: 'POST',
    path: () => `/modpanel/user/${player.userId}/ajax/games`,
    permission: 'user.view',
    body: () => ({ with: rival.userId }),
  },
  {
    method: 'GET',
    path: () => `/modpanel/user/${player.userId}/ajax/standings`,
    permission: 'user.view',
  },
  { method: 'GET', path: () => `/api/staff/users?q=P`, permission: 'user.view' },
  { method: 'GET', path: () => `/api/staff/users/${player.userId}`, permission: 'user.view' },
  {
    method: 'GET',
    path: () => `/api/staff/users/${player.userId}/events`,
    permission: 'user.view',
  },
  {
    method: 'GET',
    path: () => `/api/staff/users/${player.userId}/sessions`,
    permission: 'user.view-ips',
  },
  {
    method: 'POST',
    path: () => `/api/staff/users/${player.userId}/username`,
    permission: 'user.edit',
    body: () => ({ username: 'Pia' }),
  },
  {
    method: 'POST',
    path: () => `/api/staff/users/${rival.userId}/unsuspend`,
    permission: 'user.ban',
  },
  {
    method: 'POST',
    path: () => `/api/admin/users/${rival.userId}/roles`,
    permission: 'user.roles',
    body: () => ({ roles: ['player'] }),
  },
  {
    method: 'POST',
    path: () => '/modpanel/game/timer',
    permission: 'game.set-timer',
    body: () => ({ game_id: gameId, time: 3600 }),
  },
  {
    method: 'POST',
    path: () => '/modpanel/game/status',
    permission: 'game.set-status',
    body: () => ({ game_id: gameId, status: 1 }),
  },
  {
    method: 'POST',
    path: () => '/modpanel/system/send-email',
    permission: 'system.send-email',
    body: () => ({ to_user_id: player.userId, subject: 'Hi', body: 'Test' }),
  },
  { method: 'GET', path: () => '/api/staff/outbox', permission: 'system.send-email' },
  {
    method: 'POST',
    path: () => '/modpanel/system/send-push-notification',
    permission: 'system.send-push',
    body: () => ({ to_user_id: player.userId, title: 'Hi', body: 'Test', url: '/lobby' }),
  },
  { method: 'GET', path: () => '/api/staff/reports', permission: 'reports.handle' },
  { method: 'GET', path: () => `/game/${gameId}/debug/state`, permission: 'debug.game' },
  { method: 'GET', path: () => `/game/${gameId}/debug/stack`, permission: 'debug.game' },
  { method: 'GET', path: () => `/game/${gameId}/debug/events`, permission: 'debug.game' },
  {
    method: 'POST',
    path: () => '/notifications/troll',
    permission: 'debug.hack',
    body: () => ({ user_id: player.userId, body: 'Boo' }),
  },
];

function send(http: HttpClient, route: (typeof STAFF_ROUTES)[number]) {
  return route.method === 'GET'
    ? http.get(route.path())
    : http.post(route.path(), route.body?.() ?? {});
}

async function call<T = Record<string, unknown>>(response: Promise<Response>) {
  const res = await response;
  return {
    status: res.status,
    body: (await res.json()) as T & { success: boolean; error?: string },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
  guest = new HttpClient(server.baseUrl);
  player = await registerPlayer(server.baseUrl, 'Pia');
  rival = await registerPlayer(server.baseUrl, 'Rex');
  moderator = await registerModerator(server.baseUrl, admin, 'Moe');
  gameId = await createGame(player, { num_players: 2, turn_time: 600 });
  const joined = await playHttp(rival, gameId, 'join-game', { color: 2 });
  expect(joined.body.success).toBe(true);
});
afterAll(() => server?.stop());

describe('every staff route checks its permission', () => {
  it('refuses guests, players and moderators without the permission; allows it once granted', async () => {
    for (const route of STAFF_ROUTES) {
      const label = `${route.method} ${route.path()}`;
      for (const who of [guest, player.http]) {
        const refused = await call(send(who, route));
        expect(refused, label).toEqual({
          status: 403,
          body: { success: false, error: 'You do not have permission to do that.' },
        });
      }
      const byDefault = MODERATOR_DEFAULTS.includes(route.permission);
      if (byDefault) await setRolePermission(admin, 'moderator', route.permission, -1);
      expect((await send(moderator.http, route)).status, label).toBe(403);
      await setRolePermission(admin, 'moderator', route.permission, 1);
      const allowed = await send(moderator.http, route);
      // Allowed means past the check: a refusal of the request itself (422) is not a 403.
      expect(allowed.status, `${label}: ${await allowed.clone().text()}`).not.toBe(403);
      expect(allowed.status, label).toBeLessThan(500);
      await setRolePermission(admin, 'moderator', route.permission, byDefault ? 1 : 0);
      if (!byDefault) expect((await send(moderator.http, route)).status, label).toBe(403);
    }
  });
});

describe('game status and timer', () => {
  let room: Room;

  beforeAll(async () => {
    room = await connectToGame(server.baseUrl, rival, gameId);
    await waitFor(() => room.state.status === 2);
  });
  afterAll(() => room?.leave());

  it('moves the turn timer of a live room, and its clients see it at once', async () => {
    const timer = await call(
      moderator.http.post('/modpanel/game/timer', { game_id: gameId, time: 90 }),
    );
    expect(timer.status, JSON.stringify(timer.body)).toBe(200);
    const expected = server.clock.now.getTime() + 90_000;
    await expect.poll(() => room.state.turns[0]?.expires_at).toBe(expected);
    const state = await call<{ state: { turns: { expires_at: number }[] } }>(
      admin.get(`/game/${gameId}/debug/state`),
    );
    expect(state.body.state.turns[0]!.expires_at).toBe(expected);
  });

  it('refuses what cannot be done with the engine’s words, and a missing game with 404', async () => {
    const reopen = await call(
      moderator.http.post('/modpanel/game/status', { game_id: gameId, status: 1 }),
    );
    expect(reopen).toEqual({
      status: 422,
      body: { success: false, error: 'A game cannot go back to pre-game.' },
    });
    const missing = await call(
      moderator.http.post('/modpanel/game/status', { game_id: 999_999, status: 3 }),
    );
    expect(missing.status).toBe(404);
    const bad = await call(
      moderator.http.post('/modpanel/game/timer', { game_id: gameId, time: 0 }),
    );
    expect(bad.status).toBe(422);
  });

  it('ends the game for its clients, logs it with before and after, and keeps ratings', async () => {
    const ratings = async () =>
      (await call<{ user: { rating: number } }>(admin.get(`/api/staff/users/${player.userId}`)))
        .body.user.rating;
    const ratingBefore = await ratings();
    const ended = await call(
      moderator.http.post('/modpanel/game/status', { game_id: gameId, status: 3 }),
    );
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    await expect.poll(() => room.state.status).toBe(3);
    expect(await ratings()).toBe(ratingBefore);
    const audit = await call<{ entries: Record<string, unknown>[] }>(
      admin.get(`/api/staff/audit?target_type=game&target_id=${gameId}`),
    );
    expect(audit.body.entries.map((e) => e.action)).toEqual([
      'game.status',
      'game.timer',
      'game.timer',
    ]);
    expect(audit.body.entries[0]).toMatchObject({
      actor: 'Moe',
      before: { status: 2 },
      after: { status: 3 },
    });
  });

  it('shows the game’s state, recent actions and replay events on the debug views', async () => {
    const stack = await call<{ actions: { version: number; events: { type: number }[] }[] }>(
      admin.get(`/game/${gameId}/debug/stack`),
    );
    expect(stack.body.actions[0]!.events.at(-1)!.type).toBe(12);
    const events = await call<{ events: { type: number }[] }>(
      admin.get(`/game/${gameId}/debug/events`),
    );
    expect(events.body.events[0]!.type).toBe(0);
    expect(events.body.events.at(-1)!.type).toBe(12);
    expect((await call(admin.get('/game/999999/debug/state'))).status).toBe(404);
  });
});

describe('system tools', () => {
  it('lists a query the database is running (pg_stat_activity, or the embedded one’s own list)', async () => {
    await admin.get('/modpanel/system/dbadmin/processlist');
    // then() sends the query now (a drizzle query runs when awaited).
    let done = false;
    const sleeping = server.app.context.db
      .execute(sql`select pg_sleep(2) as "staff_test_sleep"`)
      .then(() => (done = true));
    const sleeper = async () => {
      const list = await call<{ rows: ProcessRow[] }>(
        admin.get('/modpanel/system/dbadmin/processlist'),
      );
      return list.body.rows.find((r) => r.Info.includes('staff_test_sleep'));
    };
    // On a server the query may reach it a moment after the list is asked for.
    await expect.poll(sleeper, { interval: 100, timeout: 1500 }).toMatchObject({
      Command: 'Query',
      State: 'active',
    });
    expect(done).toBe(false);
    expect(Object.keys((await sleeper())!).sort()).toEqual([
      'Command',
      'Info',
      'State',
      'Time',
      'User',
      'db',
    ]);
    await sleeping;
  });

  it('lists a transaction held open between its statements, until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = server.app.context.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 as "staff_test_open"`);
      await held;
    });
    const idle = async () => {
      const list = await call<{ rows: ProcessRow[] }>(
        admin.get('/modpanel/system/dbadmin/processlist'),
      );
      return list.body.rows.filter((r) => r.State.startsWith('idle in transaction'));
    };
    await expect.poll(idle, { interval: 100, timeout: 1500 }).toMatchObject([{ Command: 'Sleep' }]);
    release();
    await open;
    expect(await idle()).toEqual([]);
  });

  it('validates models: details when they exist, false when not', async () => {
    const found = await call<{ model: Record<string, unknown> | false }>(
      admin.post('/modpanel/system/settings/validate-model', {
        key: 'game',
        value: String(gameId),
      }),
    );
    expect(found.body.model).toMatchObject({ model: 'game', id: gameId, status: 3 });
    for (const [key, value] of [
      ['game', '999999'],
      ['nonsense', '1'],
      ['user', 'abc'],
    ]) {
      const missing = await call(
        admin.post('/modpanel/system/settings/validate-model', { key, value }),
      );
      expect(missing.body).toEqual({ success: true, model: false });
    }
  });

  it('keeps e-mail in the outbox when no SMTP server is configured', async () => {
    const sent = await call<{ outbox_id: number; delivered: boolean }>(
      admin.post('/modpanel/system/send-email', {
        to_user_id: player.userId,
        subject: 'Welcome',
        body: 'Hello Pia',
      }),
    );
    expect(sent.body).toMatchObject({ success: true, delivered: false });
    const outbox = await call<{ mails: Record<string, unknown>[] }>(admin.get('/api/staff/outbox'));
    expect(outbox.body.mails[0]).toMatchObject({
      id: sent.body.outbox_id,
      to_address: 'pia@example.com',
      subject: 'Welcome',
      body: 'Hello Pia',
      delivered_at: null,
    });
    const nobody = await call(
      admin.post('/modpanel/system/send-email', { to_user_id: 999_999, subject: 'x', body: 'y' }),
    );
    expect(nobody).toEqual({
      status: 404,
      body: { success: false, error: 'There is no such user.' },
    });
  });

  it('answers a push test with what the push services said', async () => {
    const pushed = await call(
      admin.post('/modpanel/system/send-push-notification', {
        to_user_id: player.userId,
        title: 'Hi',
        body: 'Test',
        url: '/lobby',
      }),
    );
    expect(pushed.body).toEqual({ success: true, sent: 0, removed: 0, failed: 0 });
    const offsite = await call(
      admin.post('/modpanel/system/send-push-notification', {
        to_user_id: player.userId,
        title: 'Hi',
        body: 'Test',
        url: 'https://example.com/',
      }),
    );
    expect(offsite.status).toBe(422);
  });

  it('counts what happened in the stats series', async () => {
    // Sign-ups are stamped by the database's clock: bring the server's test clock up to it.
    server.clock.now = new Date();
    const before = (await call<StatsSeries>(admin.get('/modpanel/stats/api?range=hour'))).body;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    await registerPlayer(server.baseUrl, 'Sid');
    await registerPlayer(server.baseUrl, 'Sue');
    // Again: on a loaded machine the sign-ups can land in a minute after the clock's.
    server.clock.now = new Date();
    const after = (await call<StatsSeries>(admin.get('/modpanel/stats/api?range=hour'))).body;
    expect(after.times).toHaveLength(60);
    expect(after.bucket_seconds).toBe(60);
    expect(sum(after.signups) - sum(before.signups)).toBe(2);
    // Six accounts in this file: admin, Pia, Rex, Moe, then Sid and Sue.
    expect(sum(after.signups)).toBe(6);
    expect(sum(after.games_started)).toBe(1);
    expect(sum(after.games_finished)).toBe(1);
    // Two accepted actions wrote events: the start (on the second join) and the end; the timer change wrote none.
    expect(sum(after.actions_per_minute)).toBe(2);
    expect(after.users_online.at(-1)).toBeGreaterThanOrEqual(5);
  });
});

describe('e-mail through SMTP', () => {
  let smtp: TestSmtpServer;
  let mailServer: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailServer = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'staff@conquest.test' });
  });
  afterAll(async () => {
    await mailServer?.stop();
    await smtp?.close();
  });

  it('delivers the message to the SMTP server and marks it delivered in the outbox', async () => {
    const staff = await signInAdmin(mailServer.baseUrl);
    const to = await registerPlayer(mailServer.baseUrl, 'Mia');
    const sent = await call<{ delivered: boolean }>(
      staff.post('/modpanel/system/send-email', {
        to_user_id: to.userId,
        subject: 'Your game',
        body: 'It is your turn.',
      }),
    );
    expect(sent.body).toMatchObject({ success: true, delivered: true });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['<mia@example.com>']);
    expect(mail!.data).toContain('Subject: Your game');
    expect(mail!.data).toContain('From: staff@conquest.test');
    expect(mail!.data).toContain('It is your turn.');
    const outbox = await call<{ mails: { delivered_at: string | null }[] }>(
      staff.get('/api/staff/outbox'),
    );
    expect(outbox.body.mails[0]!.delivered_at).not.toBeNull();
  });
});
