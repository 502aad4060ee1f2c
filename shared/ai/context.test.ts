import { describe, expect, it } from 'vitest';
import { nextUint32, view } from '../engine/index.js';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { contextOf } from './context.js';

const map = gridMap();

describe('contextOf', () => {
  const { state } = startedGame({ num_players: 4 }, map, 3);
  const v = view(state, map, { player_id: 1 });

  it('weighs an enemy troop by the number of enemies, never below the level floor', () => {
    expect(contextOf(v, map, 1, 'hard', 1).tradeWeight).toBeCloseTo(1 / 3, 12);
    const six = view(startedGame({ num_players: 6 }, map, 3).state, map, { player_id: 1 });
    expect(contextOf(six, map, 1, 'hard', 1).tradeWeight).toBeCloseTo(1 / 5, 12);
    expect(contextOf(six, map, 1, 'normal', 1).tradeWeight).toBe(0.3);
  });

  it('grows bolder as a game drags on, up to an even trade', () => {
    expect(contextOf({ ...v, round: 30 }, map, 1, 'hard', 1).tradeWeight).toBeCloseTo(1 / 3, 12);
    expect(contextOf({ ...v, round: 60 }, map, 1, 'hard', 1).tradeWeight).toBeCloseTo(5 / 6, 12);
    expect(contextOf({ ...v, round: 200 }, map, 1, 'hard', 1).tradeWeight).toBe(1);
  });

  it('values a card at a third of the next set, and none without cards', () => {
    expect(contextOf(v, map, 1, 'easy', 1).cardWorth).toBeCloseTo(4 / 3, 12);
    const none = startedGame({ num_players: 4, cards: 3 }, map, 3).state;
    expect(contextOf(view(none, map, { player_id: 1 }), map, 1, 'easy', 1).cardWorth).toBe(0);
  });

  it("draws its dice from the seed and the view's version only", () => {
    const draw = (version: number, seed: number) =>
      nextUint32(contextOf({ ...v, version }, map, 1, 'easy', seed).rng);
    expect(draw(5, 1)).toBe(draw(5, 1));
    expect(draw(5, 1)).not.toBe(draw(6, 1));
    expect(draw(5, 1)).not.toBe(draw(5, 2));
  });
});
