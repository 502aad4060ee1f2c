import { describe, expect, it } from 'vitest';
import { MAX_ATTACKS_PER_CALL } from '../constants.js';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { chooseAttack } from './attack.js';
import { contextOf } from './context.js';
import type { AiLevel } from './levels.js';

const map = gridMap();
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];

function attackWith(troops: number[], level: AiLevel = 'hard') {
  const s = arranged(map, OWNERS, troops);
  return chooseAttack(contextOf(view(s, map, { player_id: 1 }), map, 1, level, 7));
}

describe('chooseAttack', () => {
  it('attacks a weak neighbour from its big stack', () => {
    const action = attackWith([1, 1, 1, 1, 12, 2, 5, 5, 3, 5, 5, 5]);
    expect(action).toMatchObject({ type: 'attack', territory_from: 5 });
  });

  it('does not start a fight the odds are against', () => {
    expect(attackWith([1, 1, 1, 1, 3, 8, 5, 5, 8, 5, 5, 5])).toBeNull();
    expect(attackWith([1, 1, 1, 1, 3, 8, 5, 5, 8, 5, 5, 5], 'normal')).toBeNull();
  });

  it('hard rolls a few dice at a time while the outcome is open, and runs a sure fight to its end', () => {
    const open = attackWith([1, 1, 1, 1, 13, 6, 9, 9, 9, 9, 9, 9]);
    expect(open).toMatchObject({ type: 'attack', num_attacks: 3 });
    const sure = attackWith([1, 1, 1, 1, 30, 1, 9, 9, 9, 9, 9, 9]);
    expect(sure).toMatchObject({ type: 'attack', num_attacks: MAX_ATTACKS_PER_CALL });
  });

  it('normal starts only fights it wins four times in five, and commits to them', () => {
    // 6 against 3 wins 77% of the time, 8 against 3 91%.
    expect(attackWith([1, 1, 1, 1, 6, 3, 9, 9, 9, 9, 9, 9], 'normal')).toBeNull();
    expect(attackWith([1, 1, 1, 1, 6, 3, 9, 9, 9, 9, 9, 9], 'hard')).toMatchObject({
      territory_to: 6,
    });
    const action = attackWith([1, 1, 1, 1, 8, 3, 9, 9, 9, 9, 9, 9], 'normal');
    expect(action).toMatchObject({ territory_to: 6, num_attacks: MAX_ATTACKS_PER_CALL });
  });
});
