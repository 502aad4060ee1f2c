import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUSES, type GameState } from '../../shared/engine';
import { loadGame } from '../../server/db/games';
import { games, notifications } from '../../server/db/schema';
import { REMATCH_TEXTS } from '../../server/game/rematch';
import {
  createGame,
  gameForm,
  playHttp,
  registerPlayer,
  resignWhenAllowed,
  type TestPlayer,
} from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let ann: TestPlayer;
let ben: TestPlayer;
let cid: TestPlayer;

beforeAll(async () => {
  server = await startTestServer({ COMPUTER_DELAY_MS: '5-20' });
  ann = await registerPlayer(server.baseUrl, 'RematchAnn');
  ben = await registerPlayer(server.baseUrl, 'RematchBen');
  cid = await registerPlayer(server.baseUrl, 'RematchCid');
});
afterAll(async () => {
  await server?.stop();
});

const stored = async (gameId: number) => (await loadGame(server.app.context.db, gameId))!;

/** Runs the timers (computer seats, computer moves) until the stored game satisfies `done`. */
async function until(gameId: number, done: (state: GameState) => boolean): Promise<GameState> {
  const start = Date.now();
  for (;;) {
    await server.app.sweepTimers();
    const { state } = await stored(gameId);
    if (done(state)) return state;
    if (Date.now() - start > 60_000) throw new Error(`game ${gameId} stuck in ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function rematch(player: TestPlayer, gameId: number) {
  const response = await player.http.post(`/game/${gameId}/rematch`, {});
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean;
      game_id?: number;
      created?: boolean;
      joined?: boolean;
      error?: string;
    },
  };
}

/** A finished three-seat game: Ann (creator), Ben and an easy computer, which won. */
async function finishedGame(): Promise<number> {
  const gameId = await createGame(ann, {
    num_players: 3,
    cards: 2,
    fog_of_war: 1,
    turn_time: 86_400,
    password: 'Rival1',
    computer_players: 'easy',
  });
  expect((await playHttp(ben, gameId, 'join-game', { color: 2, password: 'Rival1' })).status).toBe(
    200,
  );
  await until(gameId, (state) => state.status === GAME_STATUSES.running);
  await resignWhenAllowed(ann, gameId);
  await resignWhenAllowed(ben, gameId);
  await until(gameId, (state) => state.status === GAME_STATUSES.ended);
  return gameId;
}

describe('rematch', () => {
  it('creates the same game again, invites the other people and joins the second asker', async () => {
    const finished = await finishedGame();
    const old = await stored(finished);

    const first = await rematch(ben, finished);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, created: true, joined: true });
    const rematchId = first.body.game_id!;
    const created = await stored(rematchId);
    expect(created.mapId).toBe(old.mapId);
    expect(created.state.options).toEqual(old.state.options);
    expect(created.password).toBe('Rival1');
    expect(created.computers.seats).toEqual(['easy']);
    expect(created.state.status).toBe(GAME_STATUSES.pregame);
    expect(created.state.players.map((p) => [p.user_id, p.color])).toEqual([[ben.userId, 2]]);

    const invited = await server.app.context.db
      .select({ userId: notifications.userId, text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.kind, 'invited'), eq(notifications.gameId, rematchId)));
    expect(invited).toEqual([
      { userId: ann.userId, text: REMATCH_TEXTS.invitation('RematchBen', rematchId, finished) },
    ]);

    const second = await rematch(ann, finished);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, game_id: rematchId, created: false });
    expect(second.body.joined).toBe(true);
    const seated = (await stored(rematchId)).state.players.map((p) => p.user_id);
    expect(seated).toEqual(expect.arrayContaining([ben.userId, ann.userId]));
    const rematches = await server.app.context.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.rematchOf, finished));
    expect(rematches).toEqual([{ id: rematchId }]);

    const outsider = await rematch(cid, finished);
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({ success: false, error: REMATCH_TEXTS.notPlayer });
  });

  it('refuses a game that has not ended', async () => {
    const pending = await createGame(cid, gameForm({ num_players: 4 }));
    const refused = await rematch(cid, pending);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: REMATCH_TEXTS.notEnded });
  });
});
