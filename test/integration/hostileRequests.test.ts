import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../shared/engine/options';
import { CONTROL_CHARACTERS_TEXT } from '../../shared/protocol/fields';
import { games } from '../../server/db/schema';
import { connectToGame, createGame, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

// One request must never break the site: each case below once answered 500 (or broke the lobby
// for everyone). Every answer must be a 4xx `{success:false, error}` without internal detail.

let server: TestServer;
let alice: TestPlayer;
let gameId: number;

beforeAll(async () => {
  server = await startTestServer();
  alice = await registerPlayer(server.baseUrl, 'Alice');
  gameId = await createGame(alice, { turn_time: 86_400 });
});
afterAll(async () => {
  await server?.stop();
});

async function send(method: 'GET' | 'POST', path: string, body?: unknown, raw?: string) {
  const response =
    method === 'GET'
      ? await alice.http.get(path)
      : raw !== undefined
        ? await alice.http.postRaw(path, raw)
        : await alice.http.post(path, body as Record<string, unknown>);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

/** A refusal as every route must give one: 4xx JSON, no internals. */
function expectRefusal(answer: { status: number; text: string; body: Record<string, unknown> }) {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.error === 'string' || Array.isArray(answer.body.errors)).toBe(true);
  expect(answer.text).not.toMatch(/select |insert |Failed query|TypeError|hasOwnProperty|stack/i);
}

describe('a game with an out-of-range option in the database', () => {
  it('does not hide the other games of the lobby', async () => {
    const bad = { ...DEFAULT_OPTIONS, map_id: 1, turn_time: 2 ** 31, game_type: 99 };
    await server.app.context.db
      .insert(games)
      .values({ mapId: 1, status: 1, options: bad, state: {}, version: 1 });
    for (const live of [0, 1]) {
      const answer = await send('POST', '/lobby/update', { live, listview: 1 });
      expect(answer.status).toBe(200);
      const ids = (answer.body.games as { game_id: number }[]).map((g) => g.game_id);
      if (live === 0) expect(ids).toContain(gameId);
    }
  });
});

describe('ids past the database integer', () => {
  const huge = 2 ** 31;
  it.each([
    ['GET', `/api/game/${huge}`],
    ['GET', `/api/games/${huge}/replay`],
    ['POST', `/game/${huge}/play/update-state`],
    ['POST', `/game/99999999999999999999/play/update-state`],
    ['POST', `/chat/${huge}/delete`],
  ] as const)('%s %s answers 4xx', async (method, path) => {
    expectRefusal(await send(method, path, {}));
  });

  it.each([
    ['/chat', { room_id: 'lobby', last_updated: huge }],
    ['/chat', { room_id: 'game', game_id: huge }],
    [`/game/GAME/play/load-full-log`, { before: huge }],
    [`/game/GAME/play/end-turn`, { expected_id: huge }],
    [`/game/GAME/play/update-state`, { last_update: huge }],
    [`/game/GAME/play/send-report`, { user_id: huge, type: 0 }],
  ])('%s with %j answers 422', async (path, body) => {
    const answer = await send('POST', path.replace('GAME', String(gameId)), body);
    expectRefusal(answer);
    expect(answer.status).toBe(422);
  });
});

describe('control characters in text', () => {
  it.each([
    ['POST', '/login', { username: 'a\u0000b', password: 'secret-password' }],
    ['POST', '/chat/send', { room_id: 'lobby', body: 'hello\u0000' }],
    ['POST', 'PLAY/save-notes', { body: 'notes\u0000' }],
    ['POST', 'PLAY/send-invite', { username: 'Bo\u0007b' }],
    ['GET', '/api/user/names?q=%00', undefined],
    ['GET', '/api/users?q=%00', undefined],
    ['POST', '/register', { username: 'x\u0000yz', email: 'x@y.z', password: 'a'.repeat(9) }],
  ] as const)('%s %s answers 422 with a clear error', async (method, path, body) => {
    const answer = await send(method, path.replace('PLAY', `/game/${gameId}/play`), body);
    expectRefusal(answer);
    expect(answer.status).toBe(422);
    expect(answer.body.error ?? answer.body.errors).toBeTruthy();
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const answer = await send('POST', `/game/${gameId}/play/save-notes`, { body: 'a\n\tb\r\n' });
    expect(answer.body).toMatchObject({ success: true });
    expect(CONTROL_CHARACTERS_TEXT).toMatch(/control characters/);
  });
});

describe('bodies built to break parsers', () => {
  it('refuses 20,000 nested brackets before they reach the room, and lives on', async () => {
    const deep = `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const answer = await send('POST', `/game/${gameId}/play/update-state`, undefined, deep);
    expectRefusal(answer);
    const after = await send('POST', `/game/${gameId}/play/update-state`, {});
    expect(after.status).toBe(200);
  });

  it('refuses malformed and oversized JSON', async () => {
    expectRefusal(await send('POST', '/lobby/update', undefined, '{"live":'));
    expectRefusal(await send('POST', '/chat/send', undefined, `{"body":"${'x'.repeat(200_000)}"}`));
  });
});

describe('the transport', () => {
  it('answers headers past the parser limit in JSON', async () => {
    const response = await fetch(`${server.baseUrl}/api/session?q=${'x'.repeat(40_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ success: false, error: 'Request headers too large.' });
  });

  it('closes only the connection that sends a frame past 64 KB', async () => {
    const room = await connectToGame(server.baseUrl, alice, gameId);
    const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    room.send('save-notes', { body: 'x'.repeat(70_000) });
    expect(await closed).toBeGreaterThan(1000);
    const after = await send('POST', `/game/${gameId}/play/update-state`, {});
    expect(after.status).toBe(200);
  });
});

describe('matchmaking', () => {
  async function matchmake(path: string, raw: string) {
    const response = await fetch(server.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
  }

  it.each([
    ['/matchmake/joinOrCreate/game', '{"gameId":"99999999999999999999999999"}'],
    ['/matchmake/joinOrCreate/game', 'null'],
    ['/matchmake/joinOrCreate/game', '{"gameId":424242}'],
    ['/matchmake/joinOrCreate/game', '[1,2]'],
    ['/matchmake/joinOrCreate/game', '{"gameId":'],
    ['/matchmake/joinOrCreate/nothing', '{}'],
    ['/matchmake/create/game', '{"gameId":1}'],
    ['/matchmake/joinById/%00', '{}'],
    ['/matchmake/reconnect/game-1', '{"reconnectionToken":5}'],
    ['/matchmake/joinOrCreate/chat', '{"room_id":"team","game_id":2147483648}'],
  ])('%s %s answers 4xx without internals', async (path, raw) => {
    expectRefusal(await matchmake(path, raw));
  });

  it('still opens a real game room', async () => {
    const answer = await matchmake('/matchmake/joinOrCreate/game', JSON.stringify({ gameId }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'game', roomId: `game-${gameId}` });
  });
});

describe('unknown routes', () => {
  it.each([
    ['POST', '/account/nothing'],
    ['POST', '/game/1/nothing'],
    ['GET', '/api/nothing'],
    ['POST', '/modpanel/nothing'],
  ] as const)('%s %s answers JSON 404', async (method, path) => {
    const answer = await send(method, path, {});
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, error: 'Not found.' });
  });
});
