import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import { expect } from 'vitest';
import { ERRORS } from '../../shared/engine';
import { HttpClient } from './httpClient';

/** A registered player with an HTTP client and, once connected, a live room. */
export interface TestPlayer {
  http: HttpClient;
  userId: number;
  username: string;
  room?: Room;
}

export async function registerPlayer(baseUrl: string, username: string): Promise<TestPlayer> {
  const http = new HttpClient(baseUrl);
  const { body } = await http.register(username);
  if (!body.success) throw new Error(`could not register ${username}: ${JSON.stringify(body)}`);
  return { http, userId: body.user.id, username };
}

/** Opens the game's room as this player (the session id travels as the SDK's auth token). */
export async function connectToGame(
  baseUrl: string,
  player: TestPlayer | null,
  gameId: number,
): Promise<Room> {
  const client = new ColyseusClient(baseUrl);
  if (player) {
    const sid = /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)?.[1];
    if (sid) client.auth.token = sid;
  }
  const room = await client.joinOrCreate('game', { gameId });
  room.onMessage('events', () => undefined);
  room.onMessage('watchers', () => undefined);
  if (player) player.room = room;
  return room;
}

/** POSTs a play call over HTTP and returns status and body. */
export async function playHttp(
  player: TestPlayer,
  gameId: number,
  action: string,
  body: Record<string, unknown> = {},
) {
  const response = await player.http.post(`/game/${gameId}/play/${action}`, body);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      error?: string;
      success?: boolean;
    },
  };
}

/**
 * Resigns as a player would: while a computer is moving troops after a conquest the engine says
 * "try again in a moment", so the player does; any other refusal fails the test, with its text.
 */
export async function resignWhenAllowed(player: TestPlayer, gameId: number): Promise<void> {
  for (let tries = 0; ; tries++) {
    const { body } = await playHttp(player, gameId, 'resign');
    if (body.error !== ERRORS.waitForMove || tries === 100) {
      expect(body, body.error).toMatchObject({ success: true });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until `condition` holds (outside a test, where expect.poll is not available). */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The create-game form of a plain game on the classic map; each test overrides what it is about. */
export function gameForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    num_players: 2,
    game_type: 0,
    cards: 0,
    fortification: 2,
    turn_order: 0,
    players_per_team: 1,
    join_manner: 0,
    turn_time: 300,
    map_id: 1,
    color: 1,
    ...overrides,
  };
}

/** Creates a game as `player` and returns its id (throws with the errors when refused). */
export async function createGame(
  player: TestPlayer,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const body = await player.http.json<{ success: boolean; game_id: number; errors?: string[] }>(
    player.http.post('/game/create', gameForm(overrides)),
  );
  if (!body.success) throw new Error(`could not create a game: ${body.errors?.join(' ')}`);
  return body.game_id;
}
