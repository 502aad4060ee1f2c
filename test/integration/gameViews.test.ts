import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseAction } from '../../shared/engine';
import { visibility } from '../../shared/engine';
import type { Action, GameState } from '../../shared/engine';
import { CLASSIC_WORLD } from '../support/classicWorld';
import { loadGame } from '../../server/db/games';
import {
  connectToGame,
  createGame,
  playHttp,
  registerPlayer,
  waitFor,
  type TestPlayer,
} from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';
import type { Room } from '@colyseus/sdk';

let server: TestServer;
let dana: TestPlayer;
let erik: TestPlayer;
let spectator: Room;
let gameId: number;

const stored = async (id = gameId): Promise<GameState> =>
  (await loadGame(server.app.context.db, id))!.state;

beforeAll(async () => {
  server = await startTestServer();
  dana = await registerPlayer(server.baseUrl, 'Dana');
  erik = await registerPlayer(server.baseUrl, 'Erik');
  gameId = await createGame(dana, { fog_of_war: 1 });
  await connectToGame(server.baseUrl, dana, gameId);
  spectator = await connectToGame(server.baseUrl, null, gameId);
  spectator.onMessage('events', () => undefined);
  await playHttp(erik, gameId, 'join-game', { color: 2 });
  await connectToGame(server.baseUrl, erik, gameId);
  await waitFor(() => dana.room!.state.status === 2);
});
afterAll(async () => {
  for (const room of [dana?.room, erik?.room, spectator]) void room?.leave().catch(() => undefined);
  await server?.stop();
});

/** Plays a few bot actions for whoever is on turn, over HTTP. */
async function playSome(count: number, id = gameId) {
  for (let i = 0; i < count; i++) {
    const state = await stored(id);
    const turn = state.turns[0]!;
    const actor = [dana, erik].find((p) => p.userId === turn.user_id)!;
    const {
      type,
      player_id: _p,
      ...payload
    } = chooseAction(state, CLASSIC_WORLD, turn.player_id, i) as Action & Record<string, unknown>;
    expect((await playHttp(actor, id, type, payload)).body.success).toBe(true);
  }
}

function expectFogRespected(room: Room, state: GameState, playerId: number | null) {
  const seen = visibility(state, CLASSIC_WORLD, playerId ? { player_id: playerId } : null);
  room.state.territories.forEach(
    (territory: { player_id?: number; troops?: number }, i: number) => {
      if (seen[i]) {
        expect(territory.player_id, `territory ${i + 1}`).toBe(state.territories[i]!.player_id);
        expect(territory.troops, `territory ${i + 1}`).toBe(state.territories[i]!.troops);
      } else {
        expect(territory.player_id, `territory ${i + 1} is fogged`).toBeUndefined();
        expect(territory.troops, `territory ${i + 1} is fogged`).toBeUndefined();
      }
    },
  );
}

describe('fog of war and private hands', () => {
  it('shows each player only its own and neighbouring territories, live and over HTTP', async () => {
    await playSome(40);
    const state = await stored();
    await expect.poll(() => dana.room!.state.version).toBe(state.version);
    await expect.poll(() => erik.room!.state.version).toBe(state.version);
    const danaSeat = state.players.find((p) => p.user_id === dana.userId)!.player_id;
    const erikSeat = state.players.find((p) => p.user_id === erik.userId)!.player_id;
    expectFogRespected(dana.room!, state, danaSeat);
    expectFogRespected(erik.room!, state, erikSeat);
    const seen = visibility(state, CLASSIC_WORLD, { player_id: danaSeat });
    expect(seen.some((visible) => !visible)).toBe(true);

    const http = await playHttp(dana, gameId, 'update-state');
    const territories = http.body.game_state as {
      territories: { player_id: number | null; troops: number | null }[];
    };
    territories.territories.forEach((territory, i) => {
      if (!seen[i]) expect(territory).toMatchObject({ player_id: null, troops: null });
      else expect(territory.player_id).toBe(state.territories[i]!.player_id);
    });
    const raw = JSON.stringify(http.body);
    const erikEntity = (http.body.players as { player_id: number; territories: number | null }[])[
      erikSeat - 1
    ]!;
    expect(erikEntity.territories).toBeNull();
    expect(raw).not.toContain('"deck":[');
  });

  it('never sends a player the other player’s cards', async () => {
    const state = await stored();
    const danaSeat = state.players.find((p) => p.user_id === dana.userId)!.player_id;
    const erikSeat = 3 - danaSeat;
    expect(dana.room!.state.players[erikSeat - 1].secret.hand).toBeUndefined();
    expect(dana.room!.state.players[danaSeat - 1].secret.hand).toBeDefined();
    expect([...dana.room!.state.players[danaSeat - 1].secret.hand]).toEqual(
      state.players[danaSeat - 1]!.cards,
    );
    expect([...dana.room!.state.players[danaSeat - 1].secret.hand_colors]).toEqual(
      state.players[danaSeat - 1]!.cards.map((code) => state.card_colors[code]),
    );
    expect(dana.room!.state.players[erikSeat - 1].secret.hand_colors).toBeUndefined();
    const http = await playHttp(erik, gameId, 'update-state');
    expect((http.body.cards as unknown[]).length).toBe(state.players[erikSeat - 1]!.cards.length);
  });

  it('keeps a spectator in the dark under fog while still receiving every patch', async () => {
    const before = spectator.state.version;
    await playSome(3);
    const state = await stored();
    await expect.poll(() => spectator.state.version).toBe(state.version);
    expect(spectator.state.version).toBeGreaterThan(before);
    expectFogRespected(spectator, state, null);
    expect(
      spectator.state.players.every(
        (p: { secret: { hand?: unknown } }) => p.secret.hand === undefined,
      ),
    ).toBe(true);
  });
});

describe('a game played only over HTTP', () => {
  it('shows the first client to join its room the game as it stands', async () => {
    const quietGame = await createGame(erik);
    await playHttp(dana, quietGame, 'join-game', { color: 3 });
    const started = await stored(quietGame);
    // Nobody is in the room while these are played: it does not keep its schema state up to date.
    await playSome(30, quietGame);
    const state = await stored(quietGame);
    expect(state.version).toBe(started.version + 30);
    const room = await connectToGame(server.baseUrl, null, quietGame);
    try {
      await expect.poll(() => room.state.version).toBe(state.version);
      expect(room.state.turns[0]?.step).toBe(state.turns[0]!.step);
      expectFogRespected(room, state, null);
      expect(state.territories.some((t, i) => t.troops !== started.territories[i]!.troops)).toBe(
        true,
      );
    } finally {
      await room.leave().catch(() => undefined);
    }
  });
});

describe('the WebSocket origin check', () => {
  it('refuses an upgrade from a foreign origin', async () => {
    const { WebSocket } = await import('ws');
    const url = server.baseUrl.replace('http', 'ws') + '/anything';
    const outcome = await new Promise<string>((resolve) => {
      const socket = new WebSocket(url, { headers: { origin: 'https://evil.example' } });
      socket.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
      socket.on('error', () => resolve('error'));
      socket.on('open', () => resolve('open'));
    });
    expect(outcome).not.toBe('open');
  });
});
