import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollOutcomes, type DiceMode } from './battle-table.js';
import { attackDistribution, attackOdds } from './odds.js';

// Single-roll probabilities by hand (normal dice): [attacker wins, split, defender wins].
const P1v1 = 15 / 36;
const P2v1 = 125 / 216;
const P1v2 = 55 / 216;
const [W2v2, S2v2, L2v2] = [295 / 1296, 420 / 1296, 581 / 1296];
const [W3v2, S3v2] = [2890 / 7776, 2611 / 7776];
const [BW3v2, BS3v2] = [(2554 / 7776) * (2890 / 5165), 5222 / 7776];

// Fights worked by hand; a lost single roll at 2 attackers ends the fight.
const win2v1 = P1v1;
const win3v1 = P2v1 + (1 - P2v1) * win2v1;
const win2v2 = P1v2 * win2v1;
const win3v2 = W2v2 + S2v2 * win2v1;
const win4v1 = 855 / 1296 + (441 / 1296) * win3v1;
const win4v2 = (mode: DiceMode): number => {
  const [w, s] = mode === 0 ? [W3v2, S3v2] : [BW3v2, BS3v2];
  return w + s * win3v1 + (1 - w - s) * win2v2;
};

describe('attackOdds known answers', () => {
  it.each([
    [2, 1, win2v1],
    [3, 1, win3v1],
    [2, 2, win2v2],
    [3, 2, win3v2],
    [4, 1, win4v1],
    [4, 2, win4v2(0)],
  ])('%i v %i normal', (a, d, expected) => {
    expect(attackOdds(a, d, 0).winProbability).toBeCloseTo(expected, 14);
  });

  it('4 v 2 balanced uses the balanced 3 v 2 roll', () => {
    expect(attackOdds(4, 2, 1).winProbability).toBeCloseTo(win4v2(1), 14);
    expect(win4v2(1)).not.toBeCloseTo(win4v2(0), 3);
  });

  it('2 v 1 expected losses are one roll', () => {
    const odds = attackOdds(2, 1, 0);
    expect(odds.expectedAttackerLosses).toBeCloseTo(21 / 36, 14);
    expect(odds.expectedDefenderLosses).toBeCloseTo(15 / 36, 14);
    expect(odds.expectedAttackersLeft).toBeCloseTo(2 - 21 / 36, 14);
    expect(odds.expectedDefendersLeft).toBeCloseTo(1 - 15 / 36, 14);
  });

  it('3 v 2 expected losses', () => {
    // Outcomes: win at once (0, 2); split (1, 1) then 2 v 1 (one more roll); loss at once (2, 0).
    const al = S2v2 * (1 + 21 / 36) + L2v2 * 2;
    const dl = W2v2 * 2 + S2v2 * (1 + 15 / 36);
    const odds = attackOdds(3, 2, 0);
    expect(odds.expectedAttackerLosses).toBeCloseTo(al, 14);
    expect(odds.expectedDefenderLosses).toBeCloseTo(dl, 14);
  });

  it('handles fights that cannot start', () => {
    expect(attackOdds(1, 3, 0)).toMatchObject({ winProbability: 0, expectedAttackerLosses: 0 });
    expect(attackOdds(0, 3, 0).winProbability).toBe(0);
    expect(attackOdds(5, 0, 0)).toMatchObject({ winProbability: 1, expectedDefenderLosses: 0 });
  });

  it('solves 500 v 500 (timed in scripts/bench.ts)', () => {
    const odds = attackOdds(500, 500, 0);
    expect(odds.winProbability).toBeGreaterThan(0.98);
    expect(odds.winProbability).toBeLessThan(0.99);
  });

  it('equals a naive recursive solution on every fight up to 30 v 30', () => {
    for (const mode of [0, 1] as const) {
      const memo = new Map<string, number>();
      const naive = (a: number, d: number): number => {
        if (d === 0) return 1;
        if (a <= 1) return 0;
        const key = `${a},${d}`;
        const known = memo.get(key);
        if (known !== undefined) return known;
        const ad = Math.min(3, a - 1) as 1 | 2 | 3;
        const dd = Math.min(2, d) as 1 | 2;
        const p = rollOutcomes(ad, dd, mode).reduce(
          (s, o) => s + o.probability * naive(a - o.attackerLosses, d - o.defenderLosses),
          0,
        );
        memo.set(key, p);
        return p;
      };
      for (let a = 0; a <= 30; a++) {
        for (let d = 0; d <= 30; d++) {
          expect(attackOdds(a, d, mode).winProbability).toBeCloseTo(naive(a, d), 12);
        }
      }
    }
  });
});

const modeArb = fc.constantFrom<DiceMode>(0, 1);
const small = fc.integer({ min: 1, max: 40 });

describe('attackOdds properties', () => {
  it('win probability grows with attackers and falls with defenders', () => {
    fc.assert(
      fc.property(small, small, modeArb, (a, d, mode) => {
        const p = attackOdds(a, d, mode).winProbability;
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        expect(attackOdds(a + 1, d, mode).winProbability).toBeGreaterThanOrEqual(p - 1e-12);
        expect(attackOdds(a, d + 1, mode).winProbability).toBeLessThanOrEqual(p + 1e-12);
      }),
    );
  });

  it('expected losses stay within the troops that can be lost', () => {
    fc.assert(
      fc.property(small, small, modeArb, (a, d, mode) => {
        const odds = attackOdds(a, d, mode);
        expect(odds.expectedAttackerLosses).toBeLessThanOrEqual(a - 1 + 1e-9);
        expect(odds.expectedDefenderLosses).toBeLessThanOrEqual(d + 1e-9);
        expect(odds.expectedDefenderLosses).toBeGreaterThanOrEqual(odds.winProbability * d - 1e-9);
      }),
    );
  });

  it('agrees with the forward distribution', () => {
    fc.assert(
      fc.property(small, small, modeArb, (a, d, mode) => {
        const odds = attackOdds(a, d, mode);
        const { attackersLeftOnWin, defendersLeftOnLoss } = attackDistribution(a, d, mode);
        const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
        expect(sum(attackersLeftOnWin)).toBeCloseTo(odds.winProbability, 10);
        expect(sum(attackersLeftOnWin) + sum(defendersLeftOnLoss)).toBeCloseTo(1, 10);
        const attackersLeft =
          attackersLeftOnWin.reduce((s, p, k) => s + p * k, 0) + sum(defendersLeftOnLoss);
        const defendersLeft = defendersLeftOnLoss.reduce((s, p, k) => s + p * k, 0);
        expect(attackersLeft).toBeCloseTo(odds.expectedAttackersLeft, 9);
        expect(defendersLeft).toBeCloseTo(odds.expectedDefendersLeft, 9);
        expect(attackersLeftOnWin[0] ?? 0).toBe(0);
        expect(attackersLeftOnWin[1] ?? 0).toBe(0); // the last roll of a win never costs the attacker
      }),
    );
  });

  it('balanced dice change only fights that reach a 3 v 2 roll', () => {
    fc.assert(
      fc.property(small, fc.integer({ min: 1, max: 40 }), (a, d) => {
        if (a <= 3 || d <= 1) {
          expect(attackOdds(a, d, 1).winProbability).toBeCloseTo(
            attackOdds(a, d, 0).winProbability,
            14,
          );
        }
      }),
    );
  });
});

describe('attackDistribution', () => {
  it('3 v 1 ends with 3 on a first-roll win, 2 on a second-roll win, or a loss with 1 defender', () => {
    const { attackersLeftOnWin, defendersLeftOnLoss } = attackDistribution(3, 1, 0);
    expect(attackersLeftOnWin[3]).toBeCloseTo(P2v1, 14);
    expect(attackersLeftOnWin[2]).toBeCloseTo((1 - P2v1) * P1v1, 14);
    expect(defendersLeftOnLoss[1]).toBeCloseTo((1 - P2v1) * (1 - P1v1), 14);
  });
});
