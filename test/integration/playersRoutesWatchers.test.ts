import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyGame, LobbyUpdateResponse } from '../../shared/protocol/lobby';
import { WATCHERS_MESSAGE, type Watchers } from '../../shared/protocol/watchers';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

// Spectating people can find: the lobby lists a running game with its watchers' count and the
// players' ratings, and the game's room tells its clients who is watching.

let server: TestServer;
let ann: TestPlayer;
let bob: TestPlayer;
let cat: TestPlayer;
let gameId: number;
const rooms: Room[] = [];

/** Opens the game's room as `player` (null: a guest), keeping the watchers it is told. */
async function watch(player: TestPlayer | null) {
  const client = new ColyseusClient(server.baseUrl);
  const sid = player && /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)?.[1];
  if (sid) client.auth.token = sid;
  const room = await client.joinOrCreate('game', { gameId });
  rooms.push(room);
  const told: { last: Watchers | null } = { last: null };
  room.onMessage('events', () => undefined);
  room.onMessage(WATCHERS_MESSAGE, (watchers: Watchers) => (told.last = watchers));
  return { room, told };
}

async function lobbyGame(): Promise<LobbyGame | undefined> {
  const reply = await ann.http.json<LobbyUpdateResponse>(ann.http.post('/lobby/update', {}));
  return reply.games.find((game) => game.game_id === gameId);
}

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerPlayer(server.baseUrl, 'Ann');
  bob = await registerPlayer(server.baseUrl, 'Bob');
  cat = await registerPlayer(server.baseUrl, 'Cat');
  gameId = await createGame(ann, { num_players: 2 });
  expect((await playHttp(bob, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
});
afterAll(async () => {
  for (const room of rooms) void room.leave().catch(() => undefined);
  await server?.stop();
});

describe('watching a running game', () => {
  it('lists the running game in the lobby with the players’ ratings and nobody watching', async () => {
    const game = await lobbyGame();
    expect(game).toMatchObject({ status: 2, watchers: 0 });
    expect(game!.players.map((p) => [p.username, p.rating])).toEqual([
      ['Ann', 1500],
      ['Bob', 1500],
    ]);
  });

  it('counts those without a seat, each account once, and tells the room who they are', async () => {
    const player = await watch(ann);
    const watcher = await watch(cat);
    await watch(cat);
    const guest = await watch(null);
    const expected: Watchers = { users: [{ id: cat.userId, username: 'Cat' }], guests: 1 };
    await expect.poll(() => player.told.last).toEqual(expected);
    // A client that joins later is told at once.
    await expect.poll(() => guest.told.last).toEqual(expected);
    await expect.poll(async () => (await lobbyGame())?.watchers).toBe(2);

    await watcher.room.leave();
    // Cat still watches in another tab.
    await expect.poll(async () => (await lobbyGame())?.watchers).toBe(2);
    await guest.room.leave();
    await expect
      .poll(() => player.told.last)
      .toEqual({ users: [{ id: cat.userId, username: 'Cat' }], guests: 0 });
    await expect.poll(async () => (await lobbyGame())?.watchers).toBe(1);
  });
});
