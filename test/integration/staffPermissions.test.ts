import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, type RoleSettingsResponse } from '../../shared/protocol/staff';
import { loadPermissionList } from '../../server/auth/permissions/repository';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { registerModerator, setRolePermission, signInAdmin } from '../support/staff';

let server: TestServer;
let admin: HttpClient;
let guest: HttpClient;
let player: TestPlayer;
let moderator: TestPlayer;

async function call(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
  guest = new HttpClient(server.baseUrl);
  player = await registerPlayer(server.baseUrl, 'Pia');
  moderator = await registerModerator(server.baseUrl, admin, 'Moe');
});
afterAll(() => server?.stop());

describe('permissions stored per role', () => {
  it('stores exactly the permissions the code names, in their groups', async () => {
    const stored = await loadPermissionList(server.app.context.db);
    const named = Object.entries(PERMISSION_GROUPS).flatMap(([group, names]) =>
      names.map((name) => ({ name, group })),
    );
    expect(stored.map((row) => `${row.group}/${row.name}`).sort()).toEqual(
      named.map((row) => `${row.group}/${row.name}`).sort(),
    );
  });

  it('gives each session its permissions: moderators the seeded set, admins everything', async () => {
    const mod = (await moderator.http.refreshSession()).user!;
    expect(mod.permissions).toEqual([
      'chat.moderate',
      'forum.moderate',
      'game.set-status',
      'game.set-timer',
      'map.edit',
      'reports.handle',
      'user.view',
      'user.view-ips',
    ]);
    const everything = Object.values(PERMISSION_GROUPS).flat().sort();
    expect((await admin.refreshSession()).user!.permissions).toEqual(everything);
    expect((await player.http.refreshSession()).user!.permissions).toEqual([]);
  });

  it('shows the role settings page to admins only: grouped rows with values and limits', async () => {
    for (const who of [guest, player.http, moderator.http]) {
      const refused = await call(who.get('/api/staff/permissions'));
      expect(refused).toEqual({
        status: 403,
        body: { success: false, error: 'You do not have permission to do that.' },
      });
    }
    const page = await call(admin.get('/api/staff/permissions'));
    expect(page.status).toBe(200);
    const body = page.body as unknown as RoleSettingsResponse;
    expect(body.groups.map((g) => g.group)).toEqual(Object.keys(PERMISSION_GROUPS));
    const chat = body.groups[0]!.permissions[0]!;
    expect(chat).toEqual({
      name: 'chat.moderate',
      group: 'chat',
      values: { player: 0, moderator: 1, admin: 1 },
      effective: { player: false, moderator: true, admin: true },
    });
    expect(body.limits).toContainEqual({
      role: 'player',
      name: 'games.active',
      active: true,
      infinity: false,
      number: 50,
    });
  });

  it('applies a grant and a revocation from the very next request, and logs both', async () => {
    expect((await moderator.http.get('/api/staff/audit')).status).toBe(403);
    await setRolePermission(admin, 'moderator', 'system.audit-log', 1);
    const allowed = await call(moderator.http.get('/api/staff/audit?action=permission.set'));
    expect(allowed.status).toBe(200);
    const [entry] = allowed.body.entries as Record<string, unknown>[];
    expect(entry).toMatchObject({
      actor: 'admin',
      action: 'permission.set',
      target_type: 'role',
      before: { role: 'moderator', permission: 'system.audit-log', value: 0 },
      after: { role: 'moderator', permission: 'system.audit-log', value: 1 },
    });
    await setRolePermission(admin, 'moderator', 'system.audit-log', 0);
    expect((await moderator.http.get('/api/staff/audit')).status).toBe(403);
  });

  it('revokes what a role inherits, and refuses to lock the admins out', async () => {
    await setRolePermission(admin, 'admin', 'chat.moderate', -1);
    const page = (await call(admin.get('/api/staff/permissions')))
      .body as unknown as RoleSettingsResponse;
    expect(page.groups[0]!.permissions[0]!.effective).toEqual({
      player: false,
      moderator: true,
      admin: false,
    });
    await setRolePermission(admin, 'admin', 'chat.moderate', 1);
    const noManager = {
      status: 422,
      body: {
        success: false,
        error: 'This change would leave no role able to manage permissions.',
      },
    };
    for (const value of [0, -1]) {
      const lockout = await call(
        admin.post('/api/staff/permissions', {
          role: 'admin',
          permission: 'system.permissions',
          value,
        }),
      );
      expect(lockout).toEqual(noManager);
    }
    expect((await call(admin.get('/api/staff/permissions'))).status).toBe(200);
  });

  it('lets a role give up managing permissions while another role keeps it', async () => {
    await setRolePermission(admin, 'moderator', 'system.permissions', 1);
    await setRolePermission(admin, 'admin', 'system.permissions', -1);
    expect((await admin.get('/api/staff/permissions')).status).toBe(403);
    // The moderators are now the only ones who can: they cannot give it up…
    const last = await call(
      moderator.http.post('/api/staff/permissions', {
        role: 'moderator',
        permission: 'system.permissions',
        value: 0,
      }),
    );
    expect(last).toEqual({
      status: 422,
      body: {
        success: false,
        error: 'This change would leave no role able to manage permissions.',
      },
    });
    // …but can hand it back to the admins, who then take it from the moderators.
    await setRolePermission(moderator.http, 'admin', 'system.permissions', 1);
    await setRolePermission(admin, 'moderator', 'system.permissions', 0);
    expect((await moderator.http.get('/api/staff/permissions')).status).toBe(403);
    const audit = await call(admin.get('/api/staff/audit?action=permission.set'));
    expect(
      (audit.body.entries as { after: { permission: string } }[]).filter(
        (entry) => entry.after.permission === 'system.permissions',
      ),
    ).toHaveLength(4);
    const bad = await call(
      admin.post('/api/staff/permissions', { role: 'moderator', permission: 'nope', value: 1 }),
    );
    expect(bad.status).toBe(422);
  });

  it('saves a limit with its flags and number', async () => {
    const saved = await call(
      admin.post('/api/staff/limits', {
        role: 'player',
        name: 'messages.per-hour',
        active: true,
        infinity: false,
        number: 12,
      }),
    );
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as RoleSettingsResponse).limits).toContainEqual({
      role: 'player',
      name: 'messages.per-hour',
      active: true,
      infinity: false,
      number: 12,
    });
    const negative = await call(
      admin.post('/api/staff/limits', {
        role: 'player',
        name: 'messages.per-hour',
        active: true,
        infinity: false,
        number: -3,
      }),
    );
    expect(negative.status).toBe(422);
  });
});

describe('the existing moderation checks follow the permissions', () => {
  it('forum.moderate opens the forum reports queue; revoked, it closes at once', async () => {
    expect((await moderator.http.get('/api/forum/reports')).status).toBe(200);
    await setRolePermission(admin, 'moderator', 'forum.moderate', -1);
    expect((await moderator.http.get('/api/forum/reports')).status).toBe(403);
    await setRolePermission(admin, 'moderator', 'forum.moderate', 1);
    expect((await player.http.get('/api/forum/reports')).status).toBe(403);
    await setRolePermission(admin, 'player', 'forum.moderate', 1);
    expect((await player.http.get('/api/forum/reports')).status).toBe(200);
    await setRolePermission(admin, 'player', 'forum.moderate', 0);
  });

  it('chat.moderate allows deleting a chat line', async () => {
    const sent = await call(player.http.post('/chat/send', { body: 'hello', room_id: 'lobby' }));
    expect(sent.status).toBe(200);
    const poll = await call(player.http.post('/chat', { room_id: 'lobby', last_updated: 0 }));
    const lines = poll.body.lines as { id: number }[];
    const lineId = lines.at(-1)!.id;
    await setRolePermission(admin, 'moderator', 'chat.moderate', -1);
    expect((await moderator.http.post(`/chat/${lineId}/delete`)).status).toBe(403);
    await setRolePermission(admin, 'moderator', 'chat.moderate', 1);
    expect((await moderator.http.post(`/chat/${lineId}/delete`)).status).toBe(200);
    const audit = await call(admin.get(`/api/staff/audit?action=chat.delete&target_id=${lineId}`));
    expect(audit.body.entries).toMatchObject([
      { actor: 'Moe', target_type: 'chat', before: { deleted: false }, after: { deleted: true } },
    ]);
  });

  it('map.edit opens the map editor', async () => {
    await setRolePermission(admin, 'moderator', 'map.edit', -1);
    const session = await moderator.http.refreshSession();
    expect(session.user!.permissions).not.toContain('map.edit');
    await setRolePermission(admin, 'moderator', 'map.edit', 1);
    expect((await moderator.http.refreshSession()).user!.permissions).toContain('map.edit');
  });
});
