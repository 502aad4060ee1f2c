import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyUpdateResponse } from '../../shared/protocol/lobby';
import type { UserListResponse } from '../../shared/protocol/userList';
import { gameForm, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let alice: TestPlayer;
let evil: HttpClient;
const rooms: Room[] = [];
const ids: Record<string, number> = {};

const base = gameForm({ num_players: 3 });

async function lobby(http: HttpClient, body: Record<string, unknown> = {}) {
  return http.json<LobbyUpdateResponse>(http.post('/lobby/update', body));
}

const gameIds = (response: LobbyUpdateResponse) =>
  response.games.map((game) => game.game_id).sort();

beforeAll(async () => {
  server = await startTestServer();
  alice = await registerPlayer(server.baseUrl, 'Alice');
  evil = new HttpClient(server.baseUrl);
  await evil.post('/register', {
    username: '<img src=x onerror=alert(1)>',
    email: 'evil@example.com',
    password: 'evil-password',
    password_confirmation: 'evil-password',
  });
  await evil.refreshSession();
  const games: Record<string, Record<string, unknown>> = {
    plain: {},
    capitals: { game_type: 1 },
    fixedCards: { cards: 1, turn_order: 1 },
    placement: { ranking_mode: 1, password: 'secret' },
    longTerm: { turn_time: 86_400 },
  };
  for (const [name, change] of Object.entries(games)) {
    const body = await alice.http.json(alice.http.post('/game/create', { ...base, ...change }));
    expect(body.success, JSON.stringify(body)).toBe(true);
    ids[name] = body.game_id as number;
  }
  const evilJoin = await evil.json(evil.post(`/game/${ids.plain}/play/join-game`, { color: 4 }));
  expect(evilJoin.success).toBe(true);
});
afterAll(async () => {
  for (const room of rooms) void room.leave().catch(() => undefined);
  await server?.stop();
});

describe('/lobby/update', () => {
  it('lists the live lobby by default and the long-term lobby with live=0', async () => {
    const live = await lobby(alice.http, { live: 1, listview: 1 });
    expect(gameIds(live)).toEqual([ids.plain, ids.capitals, ids.fixedCards, ids.placement].sort());
    expect(live.counts).toMatchObject({ pending: 4, active: 0 });
    expect(live.counts.online).toBeGreaterThanOrEqual(2);
    const longTerm = await lobby(alice.http, { live: 0 });
    expect(gameIds(longTerm)).toEqual([ids.longTerm]);
  });

  it('filters by game type, cards, turn order and ranking mode, -1 meaning any', async () => {
    expect(gameIds(await lobby(alice.http, { game_type: 1 }))).toEqual([ids.capitals]);
    expect(gameIds(await lobby(alice.http, { cards: 1 }))).toEqual([ids.fixedCards]);
    expect(gameIds(await lobby(alice.http, { turn_order: 1, cards: -1 }))).toEqual([
      ids.fixedCards,
    ]);
    expect(gameIds(await lobby(alice.http, { ranking_mode: 1 }))).toEqual([ids.placement]);
    expect(
      gameIds(await lobby(alice.http, { ranking_mode: 0, game_type: 0, cards: 0, turn_order: 0 })),
    ).toEqual([ids.plain]);
    expect((await lobby(alice.http, { game_type: 5 })).games).toEqual([]);
    expect(
      gameIds(
        await lobby(alice.http, { game_type: -1, cards: -1, turn_order: -1, ranking_mode: -1 }),
      ),
    ).toHaveLength(4);
  });

  it('sends the lists gzipped to a client that takes gzip', async () => {
    const response = await alice.http.post('/lobby/update', { live: 1 });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(gameIds((await response.json()) as LobbyUpdateResponse)).toHaveLength(4);
  });

  it('answers a bad filter with 422 and a reason', async () => {
    const response = await alice.http.post('/lobby/update', { game_type: 8 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it('returns the Lobby game entity and escaped HTML fragments in both views', async () => {
    const list = await lobby(alice.http, { listview: 1 });
    const plain = list.games.find((game) => game.game_id === ids.plain)!;
    expect(plain).toMatchObject({
      creator_id: alice.userId,
      num_players: 3,
      hasPassword: false,
      status: 1,
      map_name: 'Classic World',
      players: [
        { username: 'Alice', color: 1 },
        { username: '<img src=x onerror=alert(1)>', color: 4 },
      ],
    });
    expect(list.games.find((game) => game.game_id === ids.placement)!.hasPassword).toBe(true);
    expect(list.pendingGamesHtml).toContain('lobby-games--list');
    expect(list.pendingGamesHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(list.pendingGamesHtml).not.toContain('<img');
    const box = await lobby(alice.http, { listview: 0 });
    expect(box.pendingGamesHtml).toContain('lobby-games--box');
  });

  it('moves a game from the pending to the active list when it starts, pushing a lobby change', async () => {
    const client = new ColyseusClient(server.baseUrl);
    const room = await client.joinOrCreate('lobby');
    rooms.push(room);
    let pushes = 0;
    room.onMessage('lobby-changed', () => (pushes += 1));
    room.onMessage('navbar-changed', () => undefined);
    const bob = await registerPlayer(server.baseUrl, 'Bob');
    expect((await playHttp(bob, ids.plain!, 'join-game', { color: 2 })).body.success).toBe(true);
    await expect.poll(() => pushes).toBeGreaterThan(0);
    const after = await lobby(alice.http);
    expect(after.counts).toMatchObject({ pending: 3, active: 1 });
    expect(after.games.find((game) => game.game_id === ids.plain)!.status).toBe(2);
    expect(after.activeGamesHtml).toContain(`data-game-id="${ids.plain}"`);
  });
});

describe('/api/users', () => {
  it('lists users sorted as asked, online ones only with online=1', async () => {
    const byName = await alice.http.json<UserListResponse>(
      alice.http.get('/api/users?sort=username&dir=asc'),
    );
    const names = byName.users.map((user) => user.username);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names).toContain('admin');
    server.clock.advance(10 * 60 * 1000);
    await alice.http.get('/api/session');
    const online = await alice.http.json<UserListResponse>(
      alice.http.get('/api/users?online=1&sort=last_active&dir=desc'),
    );
    expect(online.users.map((user) => user.username)).toEqual(['Alice']);
    expect(online.users[0]!.online).toBe(true);
    expect((await alice.http.get('/api/users?sort=password')).status).toBe(400);
  });
});
