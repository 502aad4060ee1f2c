import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { chooseAdvance } from './advance.js';
import { contextOf } from './context.js';

const map = gridMap();

/** Player 1 has just taken `to` from `from` (10 troops left there, 2 dice rolled). */
function advanceAfter(owners: number[], from: number, to: number) {
  const troops = owners.map(() => 3);
  troops[from - 1] = 10;
  troops[to - 1] = 0;
  const s = arranged(map, owners, troops, {}, 4);
  const turn = s.turns[0]!;
  turn.last_conquer = { from, to };
  turn.min_move = 2;
  const c = contextOf(view(s, map, { player_id: 1 }), map, 1, 'hard', 1);
  return chooseAdvance(c, turn);
}

describe('chooseAdvance', () => {
  it('moves everything forward when the source is left safe behind', () => {
    // 1 took 2; 1 has only friendly neighbours now (2 and 5).
    const owners = [1, 1, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2];
    expect(advanceAfter(owners, 1, 2)).toMatchObject({ type: 'move-troops', num_troops: 9 });
  });

  it('moves the minimum into a territory with no enemy next to it', () => {
    // 6 took 2: 2 borders only 1, 3 and 6, all player 1's; 6 still borders enemies.
    const owners = [1, 1, 1, 2, 2, 1, 2, 2, 2, 2, 2, 2];
    expect(advanceAfter(owners, 6, 2)).toMatchObject({
      num_troops: 2,
      expected_terr_from: 6,
      expected_terr_to: 2,
    });
  });
});
