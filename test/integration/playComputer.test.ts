import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/engine';
import { loadEvents, loadGame } from '../../server/db/games';
import { HttpClient } from '../support/httpClient';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';
import { playShortTurn } from '../support/shortTurn';

// "Play the computer": one request, and the person is in a running game against computers.

let server: TestServer;
let ida: TestPlayer;

beforeAll(async () => {
  // Live games pause before each computer move, as on the site, only shorter.
  server = await startTestServer({ COMPUTER_DELAY_MS: '5-20' });
  ida = await registerPlayer(server.baseUrl, 'Ida');
});
afterAll(async () => {
  await server?.stop();
});

const stored = async (gameId: number): Promise<GameState> =>
  (await loadGame(server.app.context.db, gameId))!.state;

/** Waits for the stored game to satisfy `done`, without running the sweeper by hand. */
async function until(gameId: number, done: (state: GameState) => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    const state = await stored(gameId);
    if (done(state)) return state;
    if (Date.now() - start > timeoutMs) throw new Error(`game ${gameId} stuck: ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function playComputer(player: HttpClient, body: Record<string, unknown>) {
  const response = await player.post('/game/play-computer', body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Play the computer', () => {
  it('starts, in one request with no choices, an unrated live game on Classic World against 3 Normal computers', async () => {
    const { status, body } = await playComputer(ida.http, {});
    expect(status).toBe(200);
    const gameId = body.game_id as number;
    const state = await until(gameId, (s) => s.status === 2);
    const classic = server.app.context.maps.all().find((map) => map.name === 'Classic World')!;
    expect(state.options).toMatchObject({
      num_players: 4,
      pointless: 1,
      turn_time: 180,
      map_id: classic.id,
      fog_of_war: 0,
    });
    expect(state.players.map((p) => p.computer)).toEqual(
      expect.arrayContaining([null, 'normal', 'normal', 'normal']),
    );
    expect(state.players.find((p) => p.computer === null)?.user_id).toBe(ida.userId);

    // The computers play their turns within their pacing: the turn comes back to the person.
    const seat = state.players.findIndex((p) => p.user_id === ida.userId) + 1;
    const onIdasTurn = (s: GameState) => s.turns[0]?.player_id === seat;
    await until(gameId, onIdasTurn, 20_000);
    const round = (await stored(gameId)).round;
    await playShortTurn(server, gameId, ida);
    const back = await until(gameId, (s) => onIdasTurn(s) && s.round > round, 20_000);
    const moves = (await loadEvents(server.app.context.db, gameId)).filter(
      (event) => event.player_id !== seat && event.player_id > 0,
    );
    expect(back.round).toBe(round + 1);
    expect(moves.length).toBeGreaterThan(0);
  });

  it('takes the level, the count, the map and fog that are chosen', async () => {
    const frontier = server.app.context.maps.all().find((map) => map.name !== 'Classic World')!;
    const { body } = await playComputer(ida.http, {
      level: 'hard',
      computers: 2,
      map_id: frontier.id,
      fog_of_war: 1,
    });
    const state = await until(body.game_id as number, (s) => s.status === 2);
    expect(state.options).toMatchObject({ num_players: 3, map_id: frontier.id, fog_of_war: 1 });
    expect(state.players.filter((p) => p.computer === 'hard')).toHaveLength(2);
  });

  it('refuses choices out of bounds and guests, with a clear text', async () => {
    expect(await playComputer(ida.http, { computers: 9 })).toEqual({
      status: 422,
      body: { success: false, error: 'Choose from 1 to 8 computer players.' },
    });
    expect((await playComputer(ida.http, { level: 'grandmaster' })).status).toBe(422);
    expect(await playComputer(ida.http, { map_id: 999_999 })).toEqual({
      status: 422,
      body: { success: false, error: 'No map selected.' },
    });
    const guest = new HttpClient(server.baseUrl);
    expect((await playComputer(guest, {})).status).toBeGreaterThanOrEqual(401);
  });
});
