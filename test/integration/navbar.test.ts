import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavbarResponse } from '../../shared/protocol/navbar';
import { gameForm, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let alice: TestPlayer;
let bob: TestPlayer;
let admin: HttpClient;
const rooms: Room[] = [];

const twoPlayers = gameForm();

async function navbar(player: TestPlayer) {
  return player.http.json<NavbarResponse>(player.http.post('/navbar'));
}

async function lobbyRoomOf(player: TestPlayer) {
  const client = new ColyseusClient(server.baseUrl);
  client.auth.token = /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)?.[1] ?? '';
  const room = await client.joinOrCreate('lobby');
  rooms.push(room);
  const pokes = { navbar: 0 };
  room.onMessage('navbar-changed', () => (pokes.navbar += 1));
  room.onMessage('lobby-changed', () => undefined);
  return pokes;
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await registerPlayer(server.baseUrl, 'Alice');
  bob = await registerPlayer(server.baseUrl, 'Bob');
  admin = new HttpClient(server.baseUrl);
  await admin.login('admin', 'admin-password');
});
afterAll(async () => {
  for (const room of rooms) void room.leave().catch(() => undefined);
  await server?.stop();
});

describe('/navbar', () => {
  it('is for signed-in users only', async () => {
    const guest = new HttpClient(server.baseUrl);
    expect((await guest.post('/navbar')).status).toBe(401);
  });

  it('counts pending live and long-term games, then turns once the game starts', async () => {
    expect(await navbar(alice)).toMatchObject({
      success: true,
      numMessages: 0,
      numTurns: 0,
      numPendingLiveGames: 0,
      numPendingLongTermGames: 0,
      numNotifications: 0,
      notifications: [],
    });
    const live = await alice.http.json(
      alice.http.post('/game/create', { ...twoPlayers, color: 1 }),
    );
    await alice.http.post('/game/create', { ...twoPlayers, turn_time: 86_400, color: 1 });
    expect(await navbar(alice)).toMatchObject({
      numPendingLiveGames: 1,
      numPendingLongTermGames: 1,
    });

    const bobPokes = await lobbyRoomOf(bob);
    const alicePokes = await lobbyRoomOf(alice);
    const joined = await playHttp(bob, live.game_id as number, 'join-game', { color: 2 });
    expect(joined.body).toMatchObject({ success: true, started: true });
    await expect.poll(() => bobPokes.navbar).toBeGreaterThan(0);
    await expect.poll(() => alicePokes.navbar).toBeGreaterThan(0);

    const [a, b] = [await navbar(alice), await navbar(bob)];
    expect(a.numPendingLiveGames).toBe(0);
    expect(a.numPendingLongTermGames).toBe(1);
    expect(a.numTurns + b.numTurns).toBe(1);
    const onTurn = a.numTurns === 1 ? a : b;
    expect(onTurn.notifications.map((n) => n.kind)).toEqual(['game-started', 'your-turn']);
    expect(onTurn.notifications[1]!).toMatchObject({
      game_id: live.game_id,
      timeout: -1,
      text: `It is your turn in game #${live.game_id}.`,
    });
    expect(onTurn.notifications[1]!.html).toContain(`href="/game/${live.game_id}"`);
    expect(onTurn.numNotifications).toBe(2);
  });

  it('drops "your turn" once that turn is over', async () => {
    const created = await alice.http.json(
      alice.http.post('/game/create', { ...twoPlayers, color: 1 }),
    );
    const gameId = created.game_id as number;
    await playHttp(bob, gameId, 'join-game', { color: 2 });
    // From the game itself: the navbar's count also holds the earlier test's game.
    const state = (await playHttp(alice, gameId, 'update-state')).body as {
      turn: { user_id: number };
    };
    const onTurn = state.turn.user_id === alice.userId ? alice : bob;
    const yourTurn = async () =>
      (await navbar(onTurn)).notifications.filter(
        (n) => n.kind === 'your-turn' && n.game_id === gameId,
      ).length;
    expect(await yourTurn()).toBe(1);
    expect((await playHttp(onTurn, gameId, 'resign')).body.success).toBe(true);
    expect(await yourTurn()).toBe(0);
  });
});

describe('notifications', () => {
  async function staffNote(userId: number, body: string, timeout?: number) {
    const response = await admin.post('/notifications/troll', { user_id: userId, body, timeout });
    return { status: response.status, body: await response.json() };
  }

  it('disappears after its timeout, but never when the timeout is negative', async () => {
    const short = await staffNote(bob.userId, 'Server restarts in a minute', 30);
    const forever = await staffNote(bob.userId, 'Welcome!', -1);
    const texts = async () => (await navbar(bob)).notifications.map((n) => n.text);
    expect(await texts()).toEqual(
      expect.arrayContaining(['Server restarts in a minute', 'Welcome!']),
    );
    expect(
      (await navbar(bob)).notifications.find(
        (n) => n.notification_id === short.body.notification_id,
      )!.timeout,
    ).toBe(30);
    server.clock.advance(29_000);
    expect(await texts()).toContain('Server restarts in a minute');
    server.clock.advance(2_000);
    expect(await texts()).not.toContain('Server restarts in a minute');
    // Sessions last 30 days: stay inside them.
    server.clock.advance(20 * 24 * 3600 * 1000);
    expect(await texts()).toContain('Welcome!');
    expect(forever.body.success).toBe(true);
  });

  it('is removed when its user dismisses it, and only by that user', async () => {
    const { body } = await staffNote(alice.userId, '<script>alert(1)</script>');
    const id = body.notification_id as number;
    const mine = (await navbar(alice)).notifications.find((n) => n.notification_id === id)!;
    expect(mine.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mine.html).not.toContain('<script>');
    expect((await bob.http.post('/notifications/remove', { notification_id: id })).status).toBe(
      404,
    );
    const removed = await alice.http.json(
      alice.http.post('/notifications/remove', { notification_id: id }),
    );
    expect(removed).toEqual({ success: true });
    expect((await navbar(alice)).notifications.map((n) => n.notification_id)).not.toContain(id);
    expect((await alice.http.post('/notifications/remove', { notification_id: 'x' })).status).toBe(
      422,
    );
  });

  it('lets only staff send notifications, and tells the user live', async () => {
    expect(
      (await alice.http.post('/notifications/troll', { user_id: bob.userId, body: 'hi' })).status,
    ).toBe(403);
    const pokes = await lobbyRoomOf(bob);
    await staffNote(bob.userId, 'Live news');
    await expect.poll(() => pokes.navbar).toBe(1);
    expect((await staffNote(99_999, 'nobody')).status).toBe(404);
  });

  it('adds an invitation when a player invites another to a game', async () => {
    const game = await alice.http.json(
      alice.http.post('/game/create', { ...twoPlayers, color: 1 }),
    );
    const invited = await playHttp(alice, game.game_id as number, 'send-invite', {
      username: 'Bob',
    });
    expect(invited.body, JSON.stringify(invited.body)).toMatchObject({ success: true });
    const note = (await navbar(bob)).notifications.find((n) => n.kind === 'invited')!;
    expect(note).toMatchObject({
      game_id: game.game_id,
      text: `Alice invited you to game #${game.game_id}.`,
    });
  });
});
