import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumIndexResponse } from '../../shared/protocol/forum';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { registerModerator, setRolePermission, signInAdmin } from '../support/staff';

// What only staff may do or see: open topics in Announcements, and know a running game's
// random generator and deck order on the debug panel.

let server: TestServer;
let admin: HttpClient;
let pia: TestPlayer;
let rex: TestPlayer;
let moe: TestPlayer;

async function call<T = Record<string, unknown>>(response: Promise<Response>) {
  const res = await response;
  return { status: res.status, body: (await res.json()) as T };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
  pia = await registerPlayer(server.baseUrl, 'Pia');
  rex = await registerPlayer(server.baseUrl, 'Rex');
  moe = await registerModerator(server.baseUrl, admin, 'Moe');
});
afterAll(() => server?.stop());

describe('the Announcements forum', () => {
  let announcements: number;
  let general: number;
  beforeAll(async () => {
    const index = await call<ForumIndexResponse>(pia.http.get('/api/forum'));
    const byName = (name: string) => index.body.categories.find((c) => c.name === name)!;
    expect(byName('Announcements').staff_only).toBe(true);
    expect(byName('General').staff_only).toBe(false);
    announcements = byName('Announcements').id;
    general = byName('General').id;
  });

  const open = (who: TestPlayer, category: number) =>
    call(
      who.http.post(`/api/forum/categories/${category}/topics`, {
        title: 'Server move on Sunday',
        body: 'The site is down for an hour.',
      }),
    );

  it('refuses a topic from a player, with a clear text, and says so on its page', async () => {
    expect(await open(pia, announcements)).toEqual({
      status: 403,
      body: { success: false, error: 'Only staff can open topics in this forum.' },
    });
    const page = await call<{ can_post: boolean }>(
      pia.http.get(`/api/forum/categories/${announcements}`),
    );
    expect(page.body.can_post).toBe(false);
    expect((await open(pia, general)).status).toBe(200);
  });

  it('takes topics from staff (forum.moderate), and replies from anyone', async () => {
    const opened = await open(moe, announcements);
    expect(opened.status).toBe(200);
    const page = await call<{ can_post: boolean }>(
      moe.http.get(`/api/forum/categories/${announcements}`),
    );
    expect(page.body.can_post).toBe(true);
    const topicId = opened.body.topic_id as number;
    const reply = await call(
      pia.http.post(`/api/forum/topics/${topicId}/posts`, { body: 'Thanks for the warning.' }),
    );
    expect(reply.status).toBe(200);
  });
});

describe('the debug panel’s game state', () => {
  let gameId: number;
  type DebugState = { state: { rng: unknown; deck: unknown; deck_size?: number } };
  const debugState = (http: HttpClient) =>
    call<DebugState>(http.get(`/game/${gameId}/debug/state`));

  beforeAll(async () => {
    await setRolePermission(admin, 'moderator', 'debug.game', 1);
    gameId = await createGame(pia, { num_players: 2 });
    expect((await playHttp(rex, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
  });

  it('hides the random generator and the deck order of a running game without debug.secrets', async () => {
    const seen = await debugState(moe.http);
    expect(seen.status).toBe(200);
    expect(seen.body.state).toMatchObject({ rng: null, deck: null });
    const full = await debugState(admin);
    expect(full.body.state.rng).not.toBeNull();
    expect(Array.isArray(full.body.state.deck)).toBe(true);
    expect(seen.body.state.deck_size).toBe((full.body.state.deck as unknown[]).length);
  });

  it('shows them to a role given debug.secrets, and to everyone once the game has ended', async () => {
    await setRolePermission(admin, 'moderator', 'debug.secrets', 1);
    expect((await debugState(moe.http)).body.state.rng).not.toBeNull();
    await setRolePermission(admin, 'moderator', 'debug.secrets', 0);
    expect((await debugState(moe.http)).body.state.rng).toBeNull();
    const ended = await admin.post('/modpanel/game/status', { game_id: gameId, status: 3 });
    expect(ended.status).toBe(200);
    const after = await debugState(moe.http);
    expect(after.body.state.rng).not.toBeNull();
    expect(Array.isArray(after.body.state.deck)).toBe(true);
  });
});
