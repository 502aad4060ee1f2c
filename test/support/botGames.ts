/** Games played by the engine's bot over the real HTTP play calls (tests that need a game log). */
import { chooseAction } from '../../shared/engine';
import type { Action, GameState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import { loadGame } from '../../server/db/games';
import { createGame, playHttp, type TestPlayer } from './gameClients';
import type { TestServer } from './server';

/** The stored state of a game. */
export async function storedState(server: TestServer, gameId: number): Promise<GameState> {
  const game = await loadGame(server.app.context.db, gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game.state;
}

/** Creates a game on `map` for these players (the first creates, the others join); it starts. */
export async function startGame(
  players: readonly TestPlayer[],
  map: GameMap,
  options: Record<string, unknown> = {},
): Promise<number> {
  const [creator, ...others] = players;
  if (!creator) throw new Error('a game needs players');
  const gameId = await createGame(creator, {
    num_players: players.length,
    map_id: map.id,
    color: 1,
    ...options,
  });
  for (const [i, player] of others.entries()) {
    const joined = await playHttp(player, gameId, 'join-game', { color: i + 2 });
    if (!joined.body.success) throw new Error(`join failed: ${joined.body.error}`);
  }
  return gameId;
}

/** Lets the bot play for whoever is on turn, over HTTP, for `actions` actions or to the end. */
export async function playWithBots(
  server: TestServer,
  players: readonly TestPlayer[],
  gameId: number,
  map: GameMap,
  actions: number,
): Promise<GameState> {
  let state = await storedState(server, gameId);
  for (let step = 0; step < actions && state.status === 2; step++) {
    const turn = state.turns.find((t) => t.step === 4) ?? state.turns[0];
    const actor = players.find((p) => p.userId === turn?.user_id);
    const action = turn && chooseAction(state, map, turn.player_id, step);
    if (!actor || !action) throw new Error(`nobody can act at step ${step}`);
    const { type, player_id: _seat, ...payload } = action as Action & Record<string, unknown>;
    const reply = await playHttp(actor, gameId, type, { ...payload, last_update: state.version });
    if (!reply.body.success) throw new Error(`${type} refused: ${reply.body.error}`);
    state = await storedState(server, gameId);
  }
  return state;
}
