import { expect } from 'vitest';
import { loadGame } from '../../server/db/games';
import { playHttp, type TestPlayer } from './gameClients';
import type { TestServer } from './server';

/** begin-turn, place every reinforcement on one territory, attack nothing, end the turn. */
export async function playShortTurn(server: TestServer, gameId: number, player: TestPlayer) {
  const stored = async () => (await loadGame(server.app.context.db, gameId))!.state;
  const call = async (action: string, body: Record<string, unknown> = {}) => {
    const reply = await playHttp(player, gameId, action, body);
    expect(reply.body, action).toMatchObject({ success: true });
  };
  await call('begin-turn');
  let state = await stored();
  const turn = state.turns[0]!;
  if (turn.step === 1) await call('advance-phase', { from_step: 1 });
  state = await stored();
  const own = state.territories.findIndex((t) => t.player_id === turn.player_id) + 1;
  await call('place-troops', {
    territory: own,
    num_troops: state.players[turn.player_id - 1]!.reinforcements,
  });
  await call('advance-phase', { from_step: 2 });
  await call('end-turn', { expected_id: turn.turn_id });
}
