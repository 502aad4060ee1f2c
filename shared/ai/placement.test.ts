import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import type { AiLevel } from './levels.js';
import { choosePlacement } from './placement.js';

const map = gridMap();

function placeWith(owners: number[], troops: number[], pool: number, level: AiLevel = 'hard') {
  const s = arranged(map, owners, troops, {}, 2);
  s.players[0]!.reinforcements = pool;
  return choosePlacement(contextOf(view(s, map, { player_id: 1 }), map, 1, level, 3), pool);
}

describe('choosePlacement', () => {
  it('masses the pool where the best conquest chain starts', () => {
    // Row 2 is one conquest from complete (8 is weak): everything goes next to it.
    const owners = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2];
    const troops = [1, 1, 1, 1, 1, 1, 2, 1, 6, 6, 6, 6];
    expect(placeWith(owners, troops, 6)).toEqual({
      type: 'place-troops',
      player_id: 1,
      territory: 7,
      num_troops: 6,
    });
  });

  it('easy spreads: half the pool at a time', () => {
    const owners = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2];
    const troops = [1, 1, 1, 1, 1, 1, 2, 1, 6, 6, 6, 6];
    // Seed 3 draws no slip for easy on this view.
    const action = placeWith(owners, troops, 6, 'easy');
    expect(action).toMatchObject({ type: 'place-troops', num_troops: 3 });
  });

  it('always places on a territory it may place on, with a troop count within the pool', () => {
    const owners = [2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2];
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const action = placeWith(owners, new Array(12).fill(9), 4, level);
      expect(action).toMatchObject({ type: 'place-troops', territory: 6 });
      if (action.type === 'place-troops') expect(action.num_troops).toBeLessThanOrEqual(4);
    }
  });
});
