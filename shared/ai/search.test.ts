import { describe, expect, it } from 'vitest';
import { attackOdds, view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { bestChain, FightBook } from './search.js';

const map = gridMap();

describe('FightBook', () => {
  it('agrees with the engine exact odds on small armies', () => {
    const book = new FightBook(0);
    for (const [a, d] of [
      [5, 3],
      [12, 10],
      [40, 7],
    ] as const) {
      const odds = attackOdds(a, d, 0);
      const f = book.fight(a, d);
      expect(f.win).toBeCloseTo(odds.winProbability, 10);
      expect(f.expectedDefenderLosses).toBeCloseTo(odds.expectedDefenderLosses, 10);
    }
  });

  it('scales big armies down, keeping the odds of the scaled fight and the size of the real one', () => {
    const f = new FightBook(0).fight(4000, 1000);
    const small = new FightBook(0).fight(40, 10);
    expect(f.win).toBeCloseTo(small.win, 12);
    expect(f.leftOnWin).toBeCloseTo(small.leftOnWin * 100, 6);
  });
});

describe('bestChain', () => {
  // Player 1 holds 1-4 (row 1) and 5 with 20 troops; player 2 the rest, with 9 troops on 9, 10 and 12.
  const owners = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];
  const troops = [1, 1, 1, 1, 20, 1, 1, 3, 9, 9, 1, 9];

  it('reads ahead: sweeping row 2 completes its region, so the chain goes east', () => {
    const c = contextOf(
      view(arranged(map, owners, troops), map, { player_id: 1 }),
      map,
      1,
      'hard',
      1,
    );
    const plan = bestChain(c, new FightBook(0), { nodes: 1500 }, [6, 9], 20);
    expect(plan.first).toBe(6);
    expect(plan.path.slice(0, 3)).toEqual([6, 7, 8]);
    expect(plan.value).toBeGreaterThan(0);
  });

  it('spends at most its budget, and no chain when there is none', () => {
    const c = contextOf(
      view(arranged(map, owners, troops), map, { player_id: 1 }),
      map,
      1,
      'hard',
      1,
    );
    const budget = { nodes: 5 };
    bestChain(c, new FightBook(0), budget, [6, 9], 20);
    expect(budget.nodes).toBe(0);
    expect(bestChain(c, new FightBook(0), { nodes: 100 }, [6, 9], 1).first).toBe(0);
  });
});
