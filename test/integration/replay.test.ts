/**
 * GET /api/games/{id}/replay on the real server: a running fog game as each seat saw it (the
 * replay ends on exactly what update-state shows that seat), nothing at all for spectators, the
 * whole log for games without fog and once a game has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayback } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { FoggedReplay, ReplayResponse, SeenTerritory } from '../../shared/protocol/replay';
import type { UpdateStateBody } from '../../shared/protocol/updateState';
import { playWithBots, startGame, storedState } from '../support/botGames';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let players: TestPlayer[];
let outsider: TestPlayer;
let classic: GameMap;

beforeAll(async () => {
  server = await startTestServer();
  players = [];
  for (const name of ['Ana', 'Ben', 'Cyd'])
    players.push(await registerPlayer(server.baseUrl, name));
  outsider = await registerPlayer(server.baseUrl, 'Dee');
  classic = server.app.context.maps.get(1)!;
});
afterAll(async () => {
  await server?.stop();
});

async function replayOf(http: HttpClient, gameId: number | string) {
  const response = await http.get(`/api/games/${gameId}/replay`);
  return { status: response.status, body: (await response.json()) as ReplayResponse };
}

/** The territories at the end of a fogged replay. */
function lastView(replay: FoggedReplay): SeenTerritory[] {
  const shown = replay.initial.territories.map((t) => ({ ...t }));
  for (const [id, player_id, troops] of replay.views.flat()) shown[id - 1] = { player_id, troops };
  return shown;
}

describe('a running game under fog', () => {
  let gameId: number;
  beforeAll(async () => {
    gameId = await startGame(players, classic, { fog_of_war: 1 });
    await playWithBots(server, players, gameId, classic, 60);
  }, 120_000);

  it('shows each seat what it saw, ending on what update-state shows it now', async () => {
    // A seat that owns or borders every territory sees the whole board; fog must still hide some
    // territory from some seat (a seat with few territories sees only their neighbourhood).
    let hiddenFromSomeSeat = false;
    for (const player of players) {
      const { status, body } = await replayOf(player.http, gameId);
      expect(status).toBe(200);
      if (!body.fogged) throw new Error('expected a fogged replay');
      const seat = body.players.find((p) => p.username === player.username)!;
      expect(body.viewer).toBe(seat.player_id);
      expect(body.events.length).toBeGreaterThan(10);
      expect(body.views).toHaveLength(body.events.length);
      const update = (await playHttp(player, gameId, 'update-state'))
        .body as unknown as UpdateStateBody;
      const now = update.game_state.territories.map((t) => ({
        player_id: t.player_id,
        troops: t.troops,
      }));
      expect(lastView(body)).toEqual(now);
      hiddenFromSomeSeat ||= now.some((t) => t.player_id === null);
    }
    expect(hiddenFromSomeSeat).toBe(true);
  });

  it('sends a spectator, signed in or not, no territory at all', async () => {
    for (const http of [outsider.http, new HttpClient(server.baseUrl)]) {
      const { body } = await replayOf(http, gameId);
      if (!body.fogged) throw new Error('expected a fogged replay');
      expect(body.viewer).toBeNull();
      const sent = JSON.stringify({ initial: body.initial, views: body.views });
      expect(sent).not.toMatch(/"player_id":\d|"troops":\d/);
      expect(body.views.flat()).toEqual([]);
      expect(body.events.length).toBeGreaterThan(0);
    }
  });

  it('opens whole once the game has ended', async () => {
    const isle = server.app.context.maps.get(10)!;
    const ended = await startGame(players.slice(0, 2), isle, { fog_of_war: 1 });
    const state = await playWithBots(server, players, ended, isle, 5000);
    expect(state.status).toBe(3);
    const { body } = await replayOf(outsider.http, ended);
    if (body.fogged) throw new Error('expected the whole replay');
    const played = createPlayback(body.initial, body.events, body.card_mode);
    if (!played.ok) throw new Error(played.error);
    expect(played.playback.toEnd().ok).toBe(true);
    expect(played.playback.state.territories).toEqual(state.territories);
  }, 120_000);
});

describe('a running game without fog', () => {
  it('gives anyone every event up to now', async () => {
    const gameId = await startGame(players.slice(0, 2), classic);
    const state = await playWithBots(server, players, gameId, classic, 40);
    const { body } = await replayOf(new HttpClient(server.baseUrl), gameId);
    if (body.fogged) throw new Error('expected the whole replay');
    expect(body).toMatchObject({ status: 2, map_id: 1, game_id: gameId });
    expect(body.players.map((p) => p.username)).toEqual(['Ana', 'Ben']);
    const played = createPlayback(body.initial, body.events, body.card_mode);
    if (!played.ok) throw new Error(played.error);
    played.playback.toEnd();
    expect(played.playback.state.territories).toEqual(
      (await storedState(server, gameId)).territories,
    );
    expect(state.status).toBe(2);
  });
});

describe('no replay', () => {
  it('before the start, for unknown games and for ids that are not ids', async () => {
    const waiting = await createGame(players[0]!, { num_players: 3 });
    for (const id of [waiting, 999_999, 'abc', '99999999999', '-1']) {
      const { status, body } = await replayOf(players[0]!.http, id);
      expect(status, String(id)).toBe(404);
      expect(body).toEqual({ success: false, error: 'This game has no replay (yet).' });
    }
  });
});
