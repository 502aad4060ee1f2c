import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import { loadEvents, loadGame } from '../../server/db/games';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';
import { playShortTurn } from '../support/shortTurn';

let server: TestServer;
let fay: TestPlayer;
let gus: TestPlayer;

beforeAll(async () => {
  server = await startTestServer();
  fay = await registerPlayer(server.baseUrl, 'Fay');
  gus = await registerPlayer(server.baseUrl, 'Gus');
});
afterAll(async () => {
  await server?.stop();
});

const stored = async (gameId: number): Promise<GameState> =>
  (await loadGame(server.app.context.db, gameId))!.state;
const tokensOf = async (player: TestPlayer) =>
  (await player.http.refreshSession()).user as unknown as { tokens: number };

describe('game timers (a controllable clock, no client connected)', () => {
  it('removes a pre-game player who does not confirm in time, refunds, notifies, and ends the empty game', async () => {
    const tokensBefore = (await tokensOf(fay)).tokens;
    const gameId = await createGame(fay, { num_players: 3, turn_time: 120 });
    expect((await tokensOf(fay)).tokens).toBe(tokensBefore - 2);
    server.clock.advance(9 * 60 * 1000);
    const stillHere = await playHttp(fay, gameId, 'still-here');
    expect(stillHere.body).toMatchObject({ success: true });
    server.clock.advance(9 * 60 * 1000);
    await server.app.sweepTimers();
    expect((await stored(gameId)).status).toBe(1);
    server.clock.advance(2 * 60 * 1000);
    await server.app.sweepTimers();
    const state = await stored(gameId);
    expect(state.status).toBe(3);
    expect(state.players).toEqual([]);
    expect((await tokensOf(fay)).tokens).toBe(tokensBefore);
  });

  it('ends an expired turn as missed, and turns a player neutral after three missed turns in a row', async () => {
    const gameId = await createGame(fay, { turn_time: 120 });
    await playHttp(gus, gameId, 'join-game', { color: 2 });
    let state = await stored(gameId);
    expect(state.status).toBe(2);
    const sleeper = state.turns[0]!.player_id;
    const sleeperUser = state.players[sleeper - 1]!.user_id;
    const awake = [fay, gus].find((p) => p.userId !== sleeperUser)!;
    for (let missed = 1; missed <= 3; missed++) {
      server.clock.advance(121 * 1000);
      await server.app.sweepTimers();
      state = await stored(gameId);
      if (state.status !== 2) break;
      // The other player takes a short turn, so the sleeper's next turn starts.
      expect(state.turns[0]!.player_id).not.toBe(sleeper);
      await playShortTurn(server, gameId, awake);
      expect((await stored(gameId)).turns[0]!.player_id).toBe(sleeper);
    }
    const events = await loadEvents(server.app.context.db, gameId);
    const missedTurns = events.filter(
      (e) => e.type === EVENT_TYPES.TURN_END && e.param1 === 1 && e.player_id === sleeper,
    );
    expect(missedTurns.length).toBe(3);
    expect(
      events.some((e) => e.type === EVENT_TYPES.TURNED_NEUTRAL && e.player_id === sleeper),
    ).toBe(true);
    state = await stored(gameId);
    expect(state.players[sleeper - 1]!.neutral).toBe(true);
    expect(state.status).toBe(3);
    expect(state.winner).not.toBe(sleeper);
  });
});

describe('absence', () => {
  it('spends a yearly budget of 14 days, refusing what would exceed it', async () => {
    const gameId = await createGame(fay, { turn_time: 12 * 3600 });
    await playHttp(gus, gameId, 'join-game', { color: 2 });
    expect((await stored(gameId)).status).toBe(2);
    const first = await playHttp(fay, gameId, 'enable-absence', { days: 10 });
    expect(first.body).toMatchObject({ success: true });
    const second = await playHttp(fay, gameId, 'enable-absence', { days: 5 });
    expect(second.status).toBe(422);
    expect(second.body.error).toBe('You have only 4 absence days left this year.');
    expect(
      (await stored(gameId)).players.find((p) => p.user_id === fay.userId)!.absent_until,
    ).toBeGreaterThan(0);
  });

  it('is only for games with turns of 12 hours or more', async () => {
    const gameId = await createGame(gus, { turn_time: 120 });
    await playHttp(fay, gameId, 'join-game', { color: 2 });
    const refused = await playHttp(gus, gameId, 'enable-absence', { days: 1 });
    expect(refused.body).toMatchObject({
      success: false,
      error: 'Absence is only available in games with a turn time of 12 hours or more.',
    });
  });
});
