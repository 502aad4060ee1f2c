import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseAction } from '../../shared/engine';
import type { ReplayEvent } from '../../shared/engine';
import { createPlayback, type PlaybackState } from '../../shared/engine';
import type { Action, GameState } from '../../shared/engine';
import { CLASSIC_WORLD } from '../support/classicWorld';
import { loadGame } from '../../server/db/games';
import { ratingsOf } from '../../server/db/users';
import type { GameResult } from '../../shared/protocol/gameResults';
import {
  createGame,
  gameForm,
  connectToGame,
  playHttp,
  registerPlayer,
  type TestPlayer,
} from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let alice: TestPlayer;
let bob: TestPlayer;
let carol: TestPlayer;

const baseOptions = gameForm({ num_players: 3 });

beforeAll(async () => {
  server = await startTestServer();
  alice = await registerPlayer(server.baseUrl, 'Alice');
  bob = await registerPlayer(server.baseUrl, 'Bob');
  carol = await registerPlayer(server.baseUrl, 'Carol');
});
afterAll(async () => {
  for (const player of [alice, bob, carol]) void player?.room?.leave().catch(() => undefined);
  await server?.stop();
});

async function stored(gameId: number): Promise<GameState> {
  return (await loadGame(server.app.context.db, gameId))!.state;
}

describe('creating a game', () => {
  it('answers a form with missing fields with every text of spec §5', async () => {
    const response = await alice.http.post('/game/create', { password: 'not ok!' });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    for (const text of [
      'No turn time.',
      'No player amount.',
      'No gametype.',
      'No card turn in.',
      'No map selected.',
      'No fortification type.',
      'No turn order.',
      'No team option.',
      'No color.',
      'Only normal letters and digits are allowed for the password.',
    ]) {
      expect(errors).toContain(text);
    }
  });

  it('rejects teams that do not divide the players and advanced no-cards games', async () => {
    const response = await alice.http.post('/game/create', {
      ...baseOptions,
      players_per_team: 2,
      cards: 3,
      cards_advanced: 1,
      color: 1,
    });
    const { errors } = await response.json();
    expect(errors).toEqual([
      'The no cards setting cannot be advanced.',
      'Each team should have an equal amount of players.',
    ]);
  });

  it('refuses guests', async () => {
    const { HttpClient } = await import('../support/httpClient');
    const guest = new HttpClient(server.baseUrl);
    expect((await guest.post('/game/create', { ...baseOptions, color: 1 })).status).toBe(401);
  });
});

describe('a three-player game, end to end', () => {
  let gameId: number;

  it('seats the creator with its colour and charges the join cost', async () => {
    const response = await alice.http.post('/game/create', {
      ...baseOptions,
      color: 3,
      password: 'secret1',
    });
    const body = await response.json();
    expect(body).toMatchObject({ success: true });
    gameId = body.game_id;
    const state = await stored(gameId);
    expect(state.status).toBe(1);
    expect(state.players.map((p) => [p.user_id, p.color])).toEqual([[alice.userId, 3]]);
    expect((await alice.http.refreshSession()).user).toMatchObject({ tokens: 98 });
    const summary = await alice.http.json(alice.http.get(`/api/game/${gameId}`));
    expect(summary).toMatchObject({
      success: true,
      status: 1,
      hasPassword: true,
      players: [{ username: 'Alice', color: 3 }],
    });
  });

  it('lets players join by HTTP and by room message, with colour and password checks', async () => {
    const wrongPassword = await playHttp(bob, gameId, 'join-game', { color: 2, password: 'nope' });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.error).toBe(
      'This game is protected by a password, and that is not it.',
    );
    const takenColour = await playHttp(bob, gameId, 'join-game', { color: 3, password: 'secret1' });
    expect(takenColour.body).toMatchObject({
      success: false,
      error: 'This color has already been taken.',
    });
    const joined = await playHttp(bob, gameId, 'join-game', { color: 2, password: 'secret1' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      success: true,
      started: false,
      players: [{ username: 'Alice' }, { username: 'Bob' }],
    });

    const room = await connectToGame(server.baseUrl, carol, gameId);
    const reply = await room.request('join-game', { color: 6, password: 'secret1' });
    expect(reply).toMatchObject({ success: true, started: true });
    await expect.poll(() => room.state.status).toBe(2);
    const state = await stored(gameId);
    expect(state.status).toBe(2);
    expect(room.state.players.length).toBe(3);
    expect(room.state.territories.length).toBe(42);
  });

  it('refuses an action from the wrong player, a stale turn id and a duplicate, changing nothing', async () => {
    const state = await stored(gameId);
    const onTurn = state.turns[0]!.player_id;
    const players = [alice, bob, carol];
    const notOnTurn = players.find((p) => state.players[onTurn - 1]!.user_id !== p.userId)!;
    const wrong = await playHttp(notOnTurn, gameId, 'begin-turn', { last_update: state.version });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('It is not your turn.');

    const current = players.find((p) => state.players[onTurn - 1]!.user_id === p.userId)!;
    const stale = await playHttp(current, gameId, 'end-turn', {
      expected_id: state.turns[0]!.turn_id + 5,
    });
    expect(stale.body.success).toBe(false);
    const bad = await playHttp(current, gameId, 'place-troops', { territory: 'x', num_troops: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('Invalid territory for place-troops.');

    expect((await stored(gameId)).version).toBe(state.version);
    // A version the game has not reached is refused like a stale one.
    const future = await playHttp(current, gameId, 'begin-turn', {
      last_update: state.version + 1,
    });
    expect(future.status).toBe(409);
    expect((await stored(gameId)).version).toBe(state.version);
    const first = await playHttp(current, gameId, 'begin-turn', { last_update: state.version });
    expect(first.body.success).toBe(true);
    const duplicate = await playHttp(current, gameId, 'begin-turn', { last_update: state.version });
    expect(duplicate.status).toBe(409);
    expect((await stored(gameId)).version).toBe(state.version + 1);
  });

  it('plays to the end through a mix of room messages and HTTP calls', async () => {
    const players = [alice, bob, carol];
    await connectToGame(server.baseUrl, alice, gameId);
    await connectToGame(server.baseUrl, bob, gameId);
    let state = await stored(gameId);
    // The room closes a client sending more than 30 messages a second, counted on the room's
    // clock, which moves in ticks: each keeps to 10, well clear of it on a busy machine.
    const roomSends = new Map<unknown, number[]>();
    const keepToRoomRate = async (actor: unknown) => {
      const recent = (roomSends.get(actor) ?? []).filter((at) => Date.now() - at < 1000);
      if (recent.length >= 10)
        await new Promise((resolve) => setTimeout(resolve, recent[0]! + 1000 - Date.now()));
      roomSends.set(actor, [...recent, Date.now()]);
    };
    const sendByRoom = async (actor: TestPlayer, type: string, payload: object, step: number) => {
      try {
        return await actor.room!.request(type, payload);
      } catch (error) {
        const sent = roomSends.get(actor)!.filter((at) => Date.now() - at < 1000).length;
        throw new Error(
          `${type} by ${actor.username} at step ${step} (${sent} room sends in the last second)`,
          {
            cause: error,
          },
        );
      }
    };
    // HTTP writes are limited to 600 a minute a player: a long game sends the rest by the room.
    const httpSends = new Map<unknown, number[]>();
    const httpBudgetLeft = (actor: unknown) => {
      const recent = (httpSends.get(actor) ?? []).filter((at) => Date.now() - at < 60_000);
      httpSends.set(actor, recent);
      return recent.length < 500;
    };
    for (let step = 0; state.status === 2 && step < 20_000; step++) {
      const turn = state.turns[0]!;
      const actor = players.find((p) => p.userId === turn.user_id)!;
      const action = chooseAction(state, CLASSIC_WORLD, turn.player_id, step) as Action &
        Record<string, unknown>;
      expect(action).not.toBeNull();
      const { type, player_id: _actor, ...payload } = action;
      const viaRoom = step % 4 === 0 || !httpBudgetLeft(actor);
      if (viaRoom) await keepToRoomRate(actor);
      else httpSends.get(actor)!.push(Date.now());
      const body = viaRoom
        ? await sendByRoom(actor, type, { ...payload, last_update: state.version }, step)
        : (await playHttp(actor, gameId, type, { ...payload, last_update: state.version })).body;
      expect(body, `${type} ${JSON.stringify(payload)}`).toMatchObject({ success: true });
      state = await stored(gameId);
    }
    expect(state.status).toBe(3);
    expect(state.winner).toBeGreaterThan(0);
    await expect.poll(() => carol.room!.state.status).toBe(3);

    // The game-over screen's results: what the end did to each person's rating and tokens.
    const summary = await alice.http.json<{ results: GameResult[] }>(
      alice.http.get(`/api/game/${gameId}`),
    );
    expect(summary.results.map((r) => r.username).sort()).toEqual(['Alice', 'Bob', 'Carol']);
    const winner = state.players[state.winner - 1]!.user_id;
    for (const result of summary.results) {
      if (result.user_id === winner) expect(result.rating_change).toBeGreaterThan(0);
      else expect(result.rating_change).toBeLessThan(0);
    }
    const ratings = await ratingsOf(
      server.app.context.db,
      players.map((p) => p.userId),
    );
    for (const result of summary.results)
      expect(ratings.get(result.user_id)).toBe(1500 + result.rating_change);
  }, 120_000);

  it('serves a replay that plays back to the final map', async () => {
    const replay = await alice.http.json<{
      success: boolean;
      card_mode: 0;
      initial: PlaybackState;
      events: ReplayEvent[];
    }>(alice.http.get(`/api/games/${gameId}/replay`));
    expect(replay.success).toBe(true);
    const created = createPlayback(replay.initial, replay.events, replay.card_mode);
    if (!created.ok) throw new Error(created.error);
    created.playback.toEnd();
    expect(created.playback.error).toBeNull();
    const final = await stored(gameId);
    expect(created.playback.state.territories).toEqual(
      final.territories.map((t) => ({ player_id: t.player_id, troops: t.troops })),
    );
  });
});

describe('the play API on the wire', () => {
  it('gzips replies for clients that take gzip, and answers 304 to the version a poller holds', async () => {
    const gameId = await createGame(alice, { turn_time: 3600 });
    const { csrfToken } = await alice.http.refreshSession();
    const post = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const req = request(`${server.baseUrl}/game/${gameId}/play/update-state`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: alice.http.cookieHeader,
              'x-csrf-token': csrfToken,
              ...headers,
            },
          });
          req.on('response', (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end('{}');
        },
      );

    const zipped = await post({ 'accept-encoding': 'gzip, deflate' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    const body = JSON.parse(gunzipSync(zipped.body).toString()) as {
      game_id: number;
      version: number;
    };
    expect(body).toMatchObject({ success: true, game_id: gameId });

    const plain = await post({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toMatchObject({ version: body.version });
    expect(plain.body.length).toBeGreaterThan(zipped.body.length * 2);

    const unchanged = await post({ 'if-none-match': zipped.headers.etag! });
    expect(unchanged.status).toBe(304);
  });
});
