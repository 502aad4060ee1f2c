import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { chooseFortify } from './fortify.js';
import type { AiLevel } from './levels.js';

const map = gridMap();
// Player 1 holds rows 1 and 2; row 3 is the enemy's.
const OWNERS = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2];

function fortifyWith(
  troops: number[],
  fortification: 0 | 1 | 2 | 3,
  owners = OWNERS,
  level: AiLevel = 'normal',
) {
  const s = arranged(map, owners, troops, { fortification }, 5);
  return chooseFortify(contextOf(view(s, map, { player_id: 1 }), map, 1, level, 1));
}

describe('chooseFortify', () => {
  const troops = [1, 8, 1, 1, 1, 1, 1, 1, 1, 9, 1, 1];

  it('brings idle interior troops to the most threatened reachable border', () => {
    // Chained: 2 reaches every border of row 2; 6 faces 10's 9 troops.
    expect(fortifyWith(troops, 2)).toEqual({
      type: 'fortify',
      player_id: 1,
      territory_from: 2,
      territory_to: 6,
      num_troops: 7,
    });
  });

  it('keeps to adjacent moves in adjacent mode, and to nothing without fortification', () => {
    expect(fortifyWith(troops, 1)).toMatchObject({ territory_from: 2, territory_to: 6 });
    expect(fortifyWith(troops, 0)).toBeNull();
  });

  it('moves nothing when every troop is on a border already', () => {
    expect(fortifyWith([1, 1, 1, 1, 5, 5, 5, 5, 3, 3, 3, 3], 3)).toBeNull();
  });
});

describe('fortifying what is worth holding', () => {
  // Player 1 holds row 1 (a region) and 5, 6; 7 and 8 (3 troops) face row 1, 9 and 10 (6) face 5, 6.
  const owners = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2];
  const troops = [8, 1, 1, 1, 1, 1, 3, 3, 6, 6, 3, 3];

  it('normal reinforces the most outnumbered border; hard the border of the region it holds', () => {
    expect(fortifyWith(troops, 2, owners, 'normal')).toMatchObject({ territory_to: 6 });
    expect(fortifyWith(troops, 2, owners, 'hard')).toMatchObject({
      territory_to: 3,
      num_troops: 7,
    });
  });
});
