import { describe, expect, it } from 'vitest';
import { view } from '../../shared/engine';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { playSeats } from '../../test/fixtures/aiGames';
import { HUMAN_PACE, interruptionAtTurnStart } from './pacing';
import { BotPolicy, levelOfBot } from './policy';
import { seedRng } from '../../shared/engine';

const map = gridMap();

describe('BotPolicy', () => {
  it('sends the AI action as a wire message without the seat, after a human think time', () => {
    const { state } = startedGame({ num_players: 3 }, map, 4);
    const me = state.turns[0]!.player_id;
    const move = new BotPolicy('normal', 1).next(view(state, map, { player_id: me }), map);
    expect(move).toMatchObject({ type: 'begin-turn', payload: {} });
    // Starting a turn includes reading the board: 2-6 s on top of 0.4-1.5 s.
    expect(move!.thinkMs).toBeGreaterThanOrEqual(2400);
    expect(move!.thinkMs).toBeLessThanOrEqual(7500);
  });

  it('has nothing to do out of turn', () => {
    const { state } = startedGame({ num_players: 3 }, map, 4);
    const other = (state.turns[0]!.player_id % 3) + 1;
    expect(new BotPolicy('hard', 1).next(view(state, map, { player_id: other }), map)).toBeNull();
  });

  it('plays whole games through its payloads: every move is one the engine accepts', () => {
    const { state } = startedGame({ num_players: 3, fog_of_war: 1 }, map, 5);
    const bots = [0, 1, 2].map((i) => new BotPolicy(levelOfBot(i), 100 + i));
    const game = playSeats(state, map, ['easy', 'normal', 'hard'], {
      seed: 5,
      now: 0,
      maxActions: 3000,
      choose: (_kind, s, m, id) => {
        const move = bots[id - 1]!.next(view(s, m, { player_id: id }), m);
        return move && ({ type: move.type, player_id: id, ...move.payload } as never);
      },
    });
    expect(game.finished).toBe(true);
  });

  it('interrupts now and then: about 2% sleeping tabs and 1% reconnects per turn', () => {
    const rng = seedRng(3);
    const kinds = { 'tab-sleep': 0, reconnect: 0 };
    for (let i = 0; i < 10_000; i++) {
      const stop = interruptionAtTurnStart(HUMAN_PACE, rng);
      if (stop) kinds[stop.kind]++;
    }
    expect(kinds['tab-sleep']).toBeGreaterThan(150);
    expect(kinds['tab-sleep']).toBeLessThan(250);
    expect(kinds.reconnect).toBeGreaterThan(60);
    expect(kinds.reconnect).toBeLessThan(140);
  });
});
