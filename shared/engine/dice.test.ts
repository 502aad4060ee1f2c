import { describe, expect, it } from 'vitest';
import {
  attackerDice,
  defenderDice,
  rollBalanced,
  rollDice,
  rollLosses,
  rollNormal,
} from './dice.js';
import { seedRng } from './rng.js';

const N = 100_000;

/** Exact outcome counts by enumerating all 6^(a+d) rolls (the test's own oracle). */
function exact(a: number, d: number): Map<number, number> {
  const counts = new Map<number, number>();
  const total = 6 ** (a + d);
  for (let code = 0; code < total; code++) {
    const dice: number[] = [];
    let c = code;
    for (let i = 0; i < a + d; i++) {
      dice.push((c % 6) + 1);
      c = Math.floor(c / 6);
    }
    const att = dice.slice(0, a).sort((x, y) => y - x);
    const def = dice.slice(a).sort((x, y) => y - x);
    let lost = 0;
    for (let i = 0; i < Math.min(a, d); i++) if ((att[i] as number) <= (def[i] as number)) lost++;
    counts.set(lost, (counts.get(lost) ?? 0) + 1);
  }
  return new Map([...counts].map(([k, v]) => [k, v / total]));
}

function within3Sigma(observed: number, p: number, n: number): boolean {
  return Math.abs(observed - n * p) <= 3 * Math.sqrt(n * p * (1 - p));
}

describe('dice counts', () => {
  it('attacker needs dice + 1 troops, defender up to 2', () => {
    expect([1, 2, 3, 4, 10].map(attackerDice)).toEqual([0, 1, 2, 3, 3]);
    expect([1, 2, 5].map(defenderDice)).toEqual([1, 2, 2]);
  });
});

describe('normal dice match exact probabilities (3 sigma, 1e5 rolls)', () => {
  for (const a of [1, 2, 3] as const) {
    for (const d of [1, 2] as const) {
      it(`${a} v ${d}`, () => {
        const rng = seedRng(a * 10 + d);
        const seen = new Map<number, number>();
        for (let i = 0; i < N; i++) {
          const lost = rollLosses(rollNormal(rng, a, d));
          seen.set(lost, (seen.get(lost) ?? 0) + 1);
        }
        for (const [lost, p] of exact(a, d)) {
          expect(within3Sigma(seen.get(lost) ?? 0, p, N), `losses ${lost}`).toBe(true);
        }
        expect([...seen.keys()].every((k) => exact(a, d).has(k))).toBe(true);
      });
    }
  }
});

describe('balanced dice', () => {
  it('3 v 2: the 1-1 split doubles, the rest in proportion; dice agree with the outcome', () => {
    const p = exact(3, 2);
    const split = 2 * (p.get(1) ?? 0);
    const rest = 1 - split;
    const oneSided = 1 - (p.get(1) ?? 0);
    const expected = new Map([
      [0, (rest * (p.get(0) ?? 0)) / oneSided],
      [1, split],
      [2, (rest * (p.get(2) ?? 0)) / oneSided],
    ]);
    expect(split).toBeCloseTo(5222 / 7776, 12);
    const rng = seedRng(77);
    const seen = new Map<number, number>();
    for (let i = 0; i < N; i++) {
      const rolled = rollBalanced(rng, 3, 2);
      const lost = rollLosses(rolled);
      seen.set(lost, (seen.get(lost) ?? 0) + 1);
      const { attacker, defender } = rollDice(rolled);
      const [a1, a2, a3] = attacker as [number, number, number];
      const [d1, d2] = defender as [number, number];
      expect(a1 >= a2 && a2 >= a3 && d1 >= d2).toBe(true);
      const shown = (a1 > d1 ? 0 : 1) + (a2 > d2 ? 0 : 1);
      if (shown !== lost)
        throw new Error(`dice ${attacker}/${defender} disagree with losses ${lost}`);
    }
    for (const [lost, q] of expected)
      expect(within3Sigma(seen.get(lost) ?? 0, q, N), `losses ${lost}`).toBe(true);
  });

  it('other matchups stay normal', () => {
    const rng = seedRng(3);
    const seen = new Map<number, number>();
    for (let i = 0; i < N; i++) {
      const lost = rollLosses(rollBalanced(rng, 2, 2));
      seen.set(lost, (seen.get(lost) ?? 0) + 1);
    }
    for (const [lost, p] of exact(2, 2)) expect(within3Sigma(seen.get(lost) ?? 0, p, N)).toBe(true);
  });

  it('is fast enough (prints rolls per second)', () => {
    const rng = seedRng(1);
    const n = 2_000_000;
    // eslint-disable-next-line no-restricted-globals -- a test timing the engine, not engine code
    const t0 = performance.now();
    let sum = 0;
    for (let i = 0; i < n; i++) sum += rollLosses(rollNormal(rng, 3, 2));
    // eslint-disable-next-line no-restricted-globals -- as above
    const ms = performance.now() - t0;
    console.log(`normal 3v2: ${Math.round(n / (ms / 1000)).toLocaleString()} rolls/s`);
    expect(sum).toBeGreaterThan(0);
  });
});
