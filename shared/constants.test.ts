import { describe, expect, it } from 'vitest';
import { COLORS, dominationTarget, regionBonus } from './constants.js';

// Domination fractions written by hand as exact fractions: 0.45 + 0.05p (p <= 3), else 0.65 - 0.025p.
const FRACTIONS: Record<number, [number, number]> = {
  2: [11, 20], // 0.55
  3: [3, 5], // 0.60
  4: [11, 20], // 0.55
  5: [21, 40], // 0.525
  6: [1, 2], // 0.50
  7: [19, 40], // 0.475
  8: [9, 20], // 0.45
  9: [17, 40], // 0.425
};

// Known answers, worked by hand: 42 x 11/20 = 23.1 -> 24, 42 x 21/40 = 22.05 -> 23, ...
const TARGETS_42: Record<number, number> = {
  2: 24,
  3: 26,
  4: 24,
  5: 23,
  6: 21,
  7: 20,
  8: 19,
  9: 18,
};
const TARGETS_120: Record<number, number> = {
  2: 66,
  3: 72,
  4: 66,
  5: 63,
  6: 60,
  7: 57,
  8: 54,
  9: 51,
};

const exactCeil = (players: number, territories: number): number => {
  const [num, den] = FRACTIONS[players] ?? [NaN, 1];
  return Math.floor((num * territories + den - 1) / den);
};

describe('dominationTarget', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9])('%i players on 42 and 120 territories', (p) => {
    expect(dominationTarget(p, 42)).toBe(TARGETS_42[p]);
    expect(dominationTarget(p, 120)).toBe(TARGETS_120[p]);
    expect(exactCeil(p, 42)).toBe(TARGETS_42[p]);
    expect(exactCeil(p, 120)).toBe(TARGETS_120[p]);
  });

  it('avoids the floating-point trap (0.45 + 0.05 x 3) x 10 = 6.000000000000001', () => {
    expect((0.45 + 0.05 * 3) * 10).not.toBe(6);
    expect(dominationTarget(3, 10)).toBe(6);
    expect(dominationTarget(2, 100)).toBe(55);
  });

  it('agrees with exact fractions on every size up to 500', () => {
    for (let t = 1; t <= 500; t++) {
      for (let p = 2; p <= 9; p++) expect(dominationTarget(p, t)).toBe(exactCeil(p, t));
    }
  });
});

describe('regionBonus', () => {
  it.each([
    [0, 0, 0],
    [4, 2, 2], // 1.33 + 0.8 = 2.13
    [6, 3, 3], // 2 + 1.2 = 3.2
    [7, 4, 4], // 2.33 + 1.6 = 3.93
    [9, 3, 4], // 3 + 1.2 = 4.2
    [12, 5, 6], // 4 + 2 = 6
    [3, 2, 2], // 1 + 0.8 = 1.8
    [2, 1, 1], // 0.67 + 0.4 = 1.07
  ])('%i territories and %i borders give %i', (territories, borders, bonus) => {
    expect(regionBonus(territories, borders)).toBe(bonus);
  });
});

describe('COLORS', () => {
  it('lists the ten colours in wire order with valid hex values', () => {
    expect(COLORS.map((c) => c.name)).toEqual([
      'gray',
      'green',
      'blue',
      'red',
      'pink',
      'purple',
      'orange',
      'black',
      'yellow',
      'cyan',
    ]);
    COLORS.forEach((c, i) => {
      expect(c.id).toBe(i);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    });
  });
});
