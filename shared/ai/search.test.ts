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

  it('hard shares a short budget among first targets: the second is weighed too', () => {
    // As above, but player 3 holds only 9: taking it is a kill. Three nodes are all the chain east
    // (6, 7, 8) needs; shared, 6 gets one and 9 the rest.
    const three = [1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 2];
    const s = arranged(map, three, [1, 1, 1, 1, 20, 1, 1, 3, 1, 9, 1, 9], { num_players: 3 });
    const hard = contextOf(view(s, map, { player_id: 1 }), map, 1, 'hard', 1);
    expect(bestChain(hard, new FightBook(0), { nodes: 3 }, [6, 9], 20).first).toBe(9);
  });

  it('hard reads past six conquests: a rival strung along eight territories is swept out', () => {
    // Player 1 holds 1 with 40 troops; player 2 the snake 2-3-4-8-7-6-5-9, one troop each; player 3
    // the rest. Only a chain of eight conquests or more eliminates player 2.
    const snake = [2, 3, 4, 8, 7, 6, 5, 9];
    const owners = [1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3];
    const troops = [40, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3];
    const s = arranged(map, owners, troops, { num_players: 3 });
    const c = contextOf(view(s, map, { player_id: 1 }), map, 1, 'hard', 1);
    const plan = bestChain(c, new FightBook(0), { nodes: c.style.searchNodes }, [2, 5], 40);
    expect(plan.path).toEqual(expect.arrayContaining(snake));
  });

  it('normal reads four conquests ahead: a rival strung along four territories is swept out', () => {
    // Player 1 holds 1 with 20 troops; player 2 the snake 2-3-4-8, one troop each; player 3 the
    // rest. Only a chain of four conquests eliminates player 2 (reading three, Normal stopped short).
    const owners = [1, 2, 2, 2, 3, 3, 3, 2, 3, 3, 3, 3];
    const troops = [20, 1, 1, 1, 3, 3, 3, 1, 3, 3, 3, 3];
    const s = arranged(map, owners, troops, { num_players: 3 });
    const c = contextOf(view(s, map, { player_id: 1 }), map, 1, 'normal', 1);
    const plan = bestChain(c, new FightBook(0), { nodes: c.style.searchNodes }, [2, 5], 20);
    expect(plan.path).toEqual([2, 3, 4, 8]);
  });
});
