import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSED_CODE,
  ACCOUNT_CLOSED_MESSAGE,
  type AccountClosed,
} from '../../shared/protocol/accountClosed';
import type { ChatLineData } from '../../shared/protocol/chat';
import {
  connectToGame,
  createGame,
  playHttp,
  registerPlayer,
  type TestPlayer,
} from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { registerModerator, setRolePermission, signInAdmin } from '../support/staff';

// A change to an account (a ban, a suspension, a role, a permission, a sign-out) reaches every
// room connection the account already has open: it is closed with the reason, or keeps going
// with the new rights. Checked with real SDK clients on a real server.

let server: TestServer;
let admin: HttpClient;
const rooms: Room[] = [];

/** How a room connection ended: its close code and the reason the server sent first. */
function watchClose(room: Room) {
  const seen: { code?: number; reason?: string } = {};
  room.onMessage(ACCOUNT_CLOSED_MESSAGE, (message: AccountClosed) => (seen.reason = message.error));
  room.onLeave((code) => (seen.code = code));
  return seen;
}

function sidOf(player: TestPlayer): string {
  return /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)![1]!;
}

async function openChat(player: TestPlayer, options: Record<string, unknown>) {
  const client = new ColyseusClient(server.baseUrl);
  client.auth.token = sidOf(player);
  const room = await client.joinOrCreate('chat', options);
  rooms.push(room);
  const lines: ChatLineData[] = [];
  room.onMessage('line', (line: ChatLineData) => lines.push(line));
  return { room, lines };
}

/** A started two-player game between `a` and `b`, with `a`'s room open. */
async function gameBetween(a: TestPlayer, b: TestPlayer) {
  const gameId = await createGame(a, { color: 1 });
  expect((await playHttp(b, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
  const room = await connectToGame(server.baseUrl, a, gameId);
  rooms.push(room);
  return { gameId, room };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
});
afterAll(async () => {
  for (const room of rooms) void room.leave().catch(() => undefined);
  await server?.stop();
});

describe('a change to an account reaches its open room connections', () => {
  it('closes the game and chat sockets of a suspended user within a second, with the reason', async () => {
    const [eve, bob] = [
      await registerPlayer(server.baseUrl, 'Eve'),
      await registerPlayer(server.baseUrl, 'Bob'),
    ];
    const { room } = await gameBetween(eve, bob);
    const chat = await openChat(eve, { room_id: 'lobby' });
    const gameClosed = watchClose(room);
    const chatClosed = watchClose(chat.room);

    const suspended = await admin.post(`/api/staff/users/${eve.userId}/suspend`, {
      reason: 'cheating',
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(suspended.status).toBe(200);
    const started = Date.now();

    await expect
      .poll(() => gameClosed.code, { timeout: 1_000, interval: 20 })
      .toBe(ACCOUNT_CLOSED_CODE);
    await expect
      .poll(() => chatClosed.code, { timeout: 1_000, interval: 20 })
      .toBe(ACCOUNT_CLOSED_CODE);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(gameClosed.reason).toMatch(/^Your account is suspended until .* Reason: cheating$/);
    expect(chatClosed.reason).toBe(gameClosed.reason);
  });

  it('leaves a banned user nothing to act with: the socket cannot play or chat, nor reconnect', async () => {
    const [mal, ned] = [
      await registerPlayer(server.baseUrl, 'Mal'),
      await registerPlayer(server.baseUrl, 'Ned'),
    ];
    const { gameId, room } = await gameBetween(mal, ned);
    const closed = watchClose(room);
    const token = room.reconnectionToken;

    expect(
      (await admin.post(`/api/staff/users/${mal.userId}/suspend`, { reason: 'abuse' })).status,
    ).toBe(200);
    await expect
      .poll(() => closed.code, { timeout: 1_000, interval: 20 })
      .toBe(ACCOUNT_CLOSED_CODE);
    expect(closed.reason).toBe('Your account is banned. Reason: abuse');

    // The old connection's reconnection token does not bring the seat back.
    await expect(new ColyseusClient(server.baseUrl).reconnect(token)).rejects.toThrow();
    // Nothing moved: the game is where the ban left it.
    const state = await playHttp(ned, gameId, 'update-state', { last_update: 0 });
    expect(state.status).toBe(200);
    const before = state.body.version;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await playHttp(ned, gameId, 'update-state', { last_update: 0 })).body.version).toBe(
      before,
    );
  });

  it('closes the sockets of a session that signs out, and only that session', async () => {
    const [ann, ben] = [
      await registerPlayer(server.baseUrl, 'Ann'),
      await registerPlayer(server.baseUrl, 'Ben'),
    ];
    const annChat = await openChat(ann, { room_id: 'lobby' });
    const benChat = await openChat(ben, { room_id: 'lobby' });
    const annClosed = watchClose(annChat.room);
    const benClosed = watchClose(benChat.room);

    expect((await ann.http.post('/logout')).status).toBe(200);

    await expect
      .poll(() => annClosed.code, { timeout: 1_000, interval: 20 })
      .toBe(ACCOUNT_CLOSED_CODE);
    expect(annClosed.reason).toBe('You were signed out. Sign in again to go on.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(benClosed.code).toBeUndefined();
  });

  it('stops showing deleted lines to a moderator demoted while the chat is open', async () => {
    const mod = await registerModerator(server.baseUrl, admin, 'Moe');
    const talker = await registerPlayer(server.baseUrl, 'Tia');
    const modChat = await openChat(mod, { room_id: 'lobby' });

    const demoted = await admin.post(`/api/admin/users/${mod.userId}/roles`, { roles: ['player'] });
    expect(demoted.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const sent = await talker.http.json<{ success: boolean; line: ChatLineData }>(
      talker.http.post('/chat/send', { room_id: 'lobby', body: 'rude words' }),
    );
    expect(sent.success).toBe(true);
    expect((await admin.post(`/chat/${sent.line.id}/delete`)).status).toBe(200);
    await expect
      .poll(() => modChat.lines.filter((line) => line.id === sent.line.id).length, {
        timeout: 2_000,
      })
      .toBe(2);
    const deletion = modChat.lines.filter((line) => line.id === sent.line.id)[1]!;
    expect(deletion).toMatchObject({ deleted: true, body: '' });
  });

  it('re-reads an open connection’s rights when its role loses a permission', async () => {
    const mod = await registerModerator(server.baseUrl, admin, 'Max');
    const talker = await registerPlayer(server.baseUrl, 'Tom');
    const modChat = await openChat(mod, { room_id: 'lobby' });

    await setRolePermission(admin, 'moderator', 'chat.moderate', -1);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = await talker.http.json<{ success: boolean; line: ChatLineData }>(
        talker.http.post('/chat/send', { room_id: 'lobby', body: 'more rude words' }),
      );
      expect((await admin.post(`/chat/${sent.line.id}/delete`)).status).toBe(200);
      await expect
        .poll(() => modChat.lines.filter((line) => line.id === sent.line.id).length, {
          timeout: 2_000,
        })
        .toBe(2);
      expect(modChat.lines.filter((line) => line.id === sent.line.id)[1]).toMatchObject({
        deleted: true,
        body: '',
      });
    } finally {
      await setRolePermission(admin, 'moderator', 'chat.moderate', 0);
    }
  });
});
