import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { holdWeight, neediest, shortfall } from './defence.js';

const map = gridMap();
// Player 1 holds row 1 (a region, bonus 2) and 5; 6 (7 troops) faces 2 and 5.
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];
const TROOPS = [1, 2, 1, 1, 2, 7, 1, 1, 1, 1, 1, 1];

const ctx = (level: 'normal' | 'hard' = 'hard') =>
  contextOf(view(arranged(map, OWNERS, TROOPS), map, { player_id: 1 }), map, 1, level, 1);

describe('defence', () => {
  it('a border of a held region weighs its bonus; plain land little', () => {
    const c = ctx();
    expect(holdWeight(c, 2)).toBeCloseTo(2.2, 12);
    expect(holdWeight(c, 5)).toBeCloseTo(0.2, 12);
  });

  it('counts the troops a border is short of its attackers', () => {
    const c = ctx();
    // 2 faces 6's 6 usable troops with 2: short by 5. 1 faces nobody.
    expect(shortfall(c, 2)).toBe(5);
    expect(shortfall(c, 1)).toBe(0);
  });

  it('the neediest border is the one worth holding, not the plain one', () => {
    expect(neediest(ctx(), [1, 2, 3, 4, 5])).toEqual({ t: 2, need: 5, weight: 2.2 });
  });
});
