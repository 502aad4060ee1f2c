import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { AI_LEVELS, isAiLevel } from './levels.js';
import { slips } from './slips.js';

const map = gridMap();

describe('levels', () => {
  it('names the three levels', () => {
    expect(AI_LEVELS).toEqual(['easy', 'normal', 'hard']);
    expect(isAiLevel('hard')).toBe(true);
    expect(isAiLevel('expert')).toBe(false);
    expect(isAiLevel(2)).toBe(false);
  });

  it('easy slips about one decision in four, normal rarely, hard never', () => {
    const v = view(startedGame({ num_players: 3 }, map, 1).state, map, { player_id: 1 });
    const rate = (level: 'easy' | 'normal' | 'hard') => {
      let n = 0;
      for (let seed = 0; seed < 2000; seed++) if (slips(contextOf(v, map, 1, level, seed))) n++;
      return n / 2000;
    };
    expect(rate('easy')).toBeGreaterThan(0.21);
    expect(rate('easy')).toBeLessThan(0.29);
    expect(rate('normal')).toBeLessThan(0.06);
    expect(rate('hard')).toBe(0);
  });
});
