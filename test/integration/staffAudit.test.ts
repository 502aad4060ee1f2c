import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavbarResponse } from '../../shared/protocol/navbar';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { signInAdmin } from '../support/staff';

// A staff action and its audit row are both or neither: text the database cannot store is
// refused before anything happens, and an audit row the database refuses takes the action back.

let server: TestServer;
let admin: HttpClient;
let pia: TestPlayer;

const LONE_SURROGATE_BODY = (userId: number) =>
  `{"user_id":${userId},"reason":"\\ud800","body":"\\ud800"}`;

async function call(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const auditRowsOf = async (userId: number) =>
  (await call(admin.get(`/api/staff/audit?target_type=user&target_id=${userId}`))).body
    .entries as unknown[];

const notificationsOf = async (player: TestPlayer) =>
  (await player.http.json<NavbarResponse>(player.http.post('/navbar'))).numNotifications;

/** Still signed in, not suspended. */
async function expectUntouched(player: TestPlayer) {
  expect((await player.http.refreshSession()).user?.id).toBe(player.userId);
  const shown = await call(admin.get(`/api/staff/users/${player.userId}`));
  expect((shown.body.user as { suspension: unknown }).suspension).toBeNull();
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
  pia = await registerPlayer(server.baseUrl, 'Pia');
});
afterAll(() => server?.stop());

describe('text the database cannot store', () => {
  it.each([
    ['a lone surrogate', '\\ud800'],
    ['NUL', '\\u0000'],
    ['an escape character', '\\u001b'],
  ])('is refused with %s before a suspension takes effect', async (_name, escaped) => {
    const refused = await call(
      admin.postRaw(`/api/staff/users/${pia.userId}/suspend`, `{"reason":"spam ${escaped}"}`),
    );
    expect(refused).toEqual({
      status: 422,
      body: {
        success: false,
        error:
          'Text must not contain control characters or broken characters (unpaired surrogates).',
      },
    });
    await expectUntouched(pia);
    expect(await auditRowsOf(pia.userId)).toEqual([]);
  });

  it('is refused before a staff notification is delivered', async () => {
    const rex = await registerPlayer(server.baseUrl, 'Rex');
    const refused = await call(
      admin.postRaw('/notifications/troll', LONE_SURROGATE_BODY(rex.userId)),
    );
    expect(refused.status).toBe(422);
    expect(await notificationsOf(rex)).toBe(0);
    expect(await auditRowsOf(rex.userId)).toEqual([]);
  });

  it('is refused on any route, a form post included', async () => {
    const form = await admin.postBytes(
      '/notifications/remove',
      Buffer.from('notification_id=1&x=%00'),
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(422);
  });
});

describe('an audit row the database refuses', () => {
  // A real refusal by the database, not a stub: a trigger that fails every audit insert.
  beforeAll(async () => {
    await server.app.context.db.execute(sql`
      CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused by the test'; END $$`);
    await server.app.context.db.execute(
      sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
    );
  });
  afterAll(async () => {
    await server.app.context.db.execute(sql`DROP TRIGGER refuse_audit ON staff_audit`);
    await server.app.context.db.execute(sql`DROP FUNCTION refuse_audit()`);
  });

  let una: TestPlayer;
  beforeAll(async () => {
    una = await registerPlayer(server.baseUrl, 'Una');
  });

  it('takes back the ban it was to record: the user stays signed in and unbanned', async () => {
    const failed = await admin.post(`/api/staff/users/${una.userId}/suspend`, { reason: 'spam' });
    expect(failed.status).toBe(500);
    await expectUntouched(una);
  });

  it('takes back the staff notification, the rename and the role change', async () => {
    const before = await notificationsOf(una);
    const troll = await admin.post('/notifications/troll', { user_id: una.userId, body: 'boo' });
    expect(troll.status).toBe(500);
    expect(await notificationsOf(una)).toBe(before);
    const rename = await admin.post(`/api/staff/users/${una.userId}/username`, {
      username: 'Una2',
    });
    expect(rename.status).toBe(500);
    const roles = await admin.post(`/api/admin/users/${una.userId}/roles`, {
      roles: ['player', 'moderator'],
    });
    expect(roles.status).toBe(500);
    const session = await una.http.refreshSession();
    expect(session.user).toMatchObject({ username: 'Una', roles: ['player'] });
  });
});
