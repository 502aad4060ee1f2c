import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatLineData } from '../../shared/protocol/chat';
import { playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let players: TestPlayer[];
let admin: HttpClient;
let guest: HttpClient;
let gameId: number;
const rooms: Room[] = [];

const teamGame = {
  num_players: 4,
  game_type: 0,
  cards: 0,
  fortification: 2,
  turn_order: 0,
  players_per_team: 2,
  join_manner: 0,
  turn_time: 300,
  map_id: 1,
};

async function poll(http: HttpClient, body: Record<string, unknown>) {
  const response = await http.post('/chat', body);
  return { status: response.status, body: await response.json() };
}

async function send(http: HttpClient, body: Record<string, unknown>) {
  const response = await http.post('/chat/send', body);
  return { status: response.status, body: await response.json() };
}

async function openChat(http: HttpClient, options: Record<string, unknown>) {
  const client = new ColyseusClient(server.baseUrl);
  const sid = /(?:^|; )sid=([^;]+)/.exec(http.cookieHeader)?.[1];
  if (sid) client.auth.token = sid;
  const room = await client.joinOrCreate('chat', options);
  rooms.push(room);
  const received: ChatLineData[] = [];
  room.onMessage('line', (line: ChatLineData) => received.push(line));
  return { room, received };
}

beforeAll(async () => {
  server = await startTestServer();
  players = [];
  for (const name of ['Ann', 'Ben', 'Cat', 'Dan'])
    players.push(await registerPlayer(server.baseUrl, name));
  admin = new HttpClient(server.baseUrl);
  await admin.login('admin', 'admin-password');
  guest = new HttpClient(server.baseUrl);
  const created = await players[0]!.http.json(
    players[0]!.http.post('/game/create', { ...teamGame, color: 1 }),
  );
  gameId = created.game_id as number;
  for (const [index, player] of players.slice(1).entries()) {
    const joined = await playHttp(player, gameId, 'join-game', { color: index + 2 });
    expect(joined.body.success).toBe(true);
  }
});
afterAll(async () => {
  for (const room of rooms) void room.leave().catch(() => undefined);
  await server?.stop();
});

async function teamsOf(): Promise<Map<number, TestPlayer[]>> {
  const summary = await players[0]!.http.json<{ players: { username: string; team: number }[] }>(
    players[0]!.http.get(`/api/game/${gameId}`),
  );
  const teams = new Map<number, TestPlayer[]>();
  for (const seat of summary.players) {
    const player = players.find((p) => p.username === seat.username)!;
    teams.set(seat.team, [...(teams.get(seat.team) ?? []), player]);
  }
  return teams;
}

describe('the lobby chat', () => {
  it('stores a line, returns it to every poller and escapes HTML in it', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const sent = await send(players[0]!.http, { room_id: 'lobby', body: payload });
    expect(sent.body).toMatchObject({ success: true });
    const { body } = await poll(guest, { room_id: 'lobby', last_updated: 0 });
    const line = (body.lines as ChatLineData[]).find((l) => l.body === payload)!;
    expect(line.username).toBe('Ann');
    expect(line.html).not.toContain('<img');
    expect(line.html).not.toContain('<script');
    expect(line.html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;');
    expect(body.last_updated).toBe(line.revision);
    const again = await poll(guest, { room_id: 'lobby', last_updated: body.last_updated });
    expect(again.body).toMatchObject({ success: true, lines: [] });
  });

  it('refuses guests, empty and overlong lines with a 4xx and a reason', async () => {
    expect((await send(guest, { room_id: 'lobby', body: 'hi' })).status).toBe(401);
    const empty = await send(players[0]!.http, { room_id: 'lobby', body: '   ' });
    expect(empty).toMatchObject({
      status: 422,
      body: { success: false, error: 'There is nothing to send.' },
    });
    const long = await send(players[0]!.http, { room_id: 'lobby', body: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect((await poll(guest, { room_id: 'nowhere' })).status).toBe(422);
    expect((await poll(guest, { room_id: 'game', game_id: 99999 })).status).toBe(404);
  });

  it('pushes new lines live through the chat room, escaped', async () => {
    const { received } = await openChat(players[1]!.http, { room_id: 'lobby' });
    await send(players[2]!.http, { room_id: 'lobby', body: '<b>bold</b> hello' });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      username: 'Cat',
      body: '<b>bold</b> hello',
      deleted: false,
    });
    expect(received[0]!.html).toContain('&lt;b&gt;bold&lt;/b&gt; hello');
  });
});

describe('moderation', () => {
  it('hides deleted lines from players and shows them to moderators, until restored', async () => {
    const { received: playerPush } = await openChat(players[3]!.http, { room_id: 'lobby' });
    const { received: modPush } = await openChat(admin, { room_id: 'lobby' });
    const sent = await send(players[1]!.http, { room_id: 'lobby', body: 'rude words' });
    const line = sent.body.line as ChatLineData;
    const before = (await poll(players[3]!.http, { room_id: 'lobby' })).body.last_updated as number;

    expect((await players[0]!.http.post(`/chat/${line.id}/delete`)).status).toBe(403);
    const deleted = await admin.json(admin.post(`/chat/${line.id}/delete`));
    expect(deleted).toMatchObject({ success: true });

    const player = await poll(players[3]!.http, { room_id: 'lobby', last_updated: before });
    expect(player.body.lines).toEqual([
      expect.objectContaining({ id: line.id, deleted: true, body: '', html: '' }),
    ]);
    const fresh = await poll(players[3]!.http, { room_id: 'lobby' });
    expect((fresh.body.lines as ChatLineData[]).map((l) => l.id)).not.toContain(line.id);
    const moderator = await poll(admin, { room_id: 'lobby' });
    expect(moderator.body.lines).toContainEqual(
      expect.objectContaining({ id: line.id, deleted: true, body: 'rude words' }),
    );
    await expect
      .poll(() => playerPush.some((l) => l.id === line.id && l.deleted && l.body === ''))
      .toBe(true);
    await expect
      .poll(() => modPush.some((l) => l.id === line.id && l.deleted && l.body === 'rude words'))
      .toBe(true);

    expect(await admin.json(admin.post(`/chat/${line.id}/restore`))).toMatchObject({
      success: true,
    });
    const restored = await poll(players[3]!.http, { room_id: 'lobby' });
    expect(restored.body.lines).toContainEqual(
      expect.objectContaining({ id: line.id, deleted: false, body: 'rude words' }),
    );
    expect((await admin.post('/chat/999999/delete')).status).toBe(404);
  });
});

describe('game and team chats', () => {
  it('lets seated players write in the game chat and anyone read it', async () => {
    expect((await send(admin, { room_id: 'game', game_id: gameId, body: 'hello' })).status).toBe(
      403,
    );
    const sent = await send(players[0]!.http, { room_id: 'game', game_id: gameId, body: 'gl hf' });
    expect(sent.body.success).toBe(true);
    const read = await poll(guest, { room_id: 'game', game_id: gameId });
    expect((read.body.lines as ChatLineData[]).map((l) => l.body)).toEqual(['gl hf']);
  });

  it('never gives team chat to anyone outside the team, over HTTP or the room', async () => {
    const teams = await teamsOf();
    const [first, second] = [...teams.values()];
    const [writer, mate] = first!;
    const [outsider] = second!;
    const mateRoom = await openChat(mate!.http, { room_id: 'team', game_id: gameId });
    const outsiderRoom = await openChat(outsider!.http, { room_id: 'team', game_id: gameId });
    await expect(openChat(guest, { room_id: 'team', game_id: gameId })).rejects.toThrow();
    await expect(openChat(admin, { room_id: 'team', game_id: gameId })).rejects.toThrow();

    const secret = await send(writer!.http, {
      room_id: 'team',
      game_id: gameId,
      body: 'attack at dawn',
    });
    expect(secret.body.success).toBe(true);
    await send(outsider!.http, { room_id: 'team', game_id: gameId, body: 'their plan' });

    await expect.poll(() => mateRoom.received.map((l) => l.body)).toEqual(['attack at dawn']);
    await expect.poll(() => outsiderRoom.received.map((l) => l.body)).toEqual(['their plan']);
    const mateRead = await poll(mate!.http, { room_id: 'team', game_id: gameId });
    expect((mateRead.body.lines as ChatLineData[]).map((l) => l.body)).toEqual(['attack at dawn']);
    const outsiderRead = await poll(outsider!.http, { room_id: 'team', game_id: gameId });
    expect((outsiderRead.body.lines as ChatLineData[]).map((l) => l.body)).toEqual(['their plan']);
    expect((await poll(admin, { room_id: 'team', game_id: gameId })).status).toBe(403);
    expect((await poll(guest, { room_id: 'team', game_id: gameId })).status).toBe(403);
  });

  it('answers a chat room message with a reply, sending through the room too', async () => {
    const { room, received } = await openChat(players[0]!.http, { room_id: 'lobby' });
    expect(await room.request('send', { body: '' })).toMatchObject({ success: false });
    expect(await room.request('send', { body: 'via room' })).toMatchObject({ success: true });
    await expect.poll(() => received.map((l) => l.body)).toContain('via room');
  });
});
