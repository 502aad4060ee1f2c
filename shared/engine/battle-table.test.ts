import { describe, expect, it } from 'vitest';
import { rollCounts, rollOutcomes, type DiceMode } from './battle-table.js';

// Known answers: the classic Risk single-roll tables, [attackerLosses, defenderLosses, count].
const KNOWN: [1 | 2 | 3, 1 | 2, [number, number, number][]][] = [
  [
    1,
    1,
    [
      [0, 1, 15],
      [1, 0, 21],
    ],
  ],
  [
    2,
    1,
    [
      [0, 1, 125],
      [1, 0, 91],
    ],
  ],
  [
    3,
    1,
    [
      [0, 1, 855],
      [1, 0, 441],
    ],
  ],
  [
    1,
    2,
    [
      [0, 1, 55],
      [1, 0, 161],
    ],
  ],
  [
    2,
    2,
    [
      [0, 2, 295],
      [1, 1, 420],
      [2, 0, 581],
    ],
  ],
  [
    3,
    2,
    [
      [0, 2, 2890],
      [1, 1, 2611],
      [2, 0, 2275],
    ],
  ],
];

const MODES: DiceMode[] = [0, 1];

describe('rollCounts', () => {
  it.each(KNOWN)('%i v %i matches the known table', (a, d, expected) => {
    const counts = rollCounts(a, d).map((c) => [c.attackerLosses, c.defenderLosses, c.count]);
    expect(counts).toEqual(expected);
    expect(expected.reduce((s, [, , n]) => s + n, 0)).toBe(6 ** (a + d));
  });
});

describe('rollOutcomes', () => {
  it.each(KNOWN)('normal %i v %i gives count / 6^(a+d)', (a, d, expected) => {
    const outcomes = rollOutcomes(a, d, 0);
    expect(outcomes.map((o) => [o.attackerLosses, o.defenderLosses])).toEqual(
      expected.map(([al, dl]) => [al, dl]),
    );
    outcomes.forEach((o, i) =>
      expect(o.probability).toBe((expected[i]?.[2] ?? NaN) / 6 ** (a + d)),
    );
  });

  it('balanced 3 v 2 doubles the split and shares the rest 2890 : 2275', () => {
    const [win, split, loss] = rollOutcomes(3, 2, 1);
    expect(split?.probability).toBeCloseTo(5222 / 7776, 15);
    expect(win?.probability).toBeCloseTo((2554 / 7776) * (2890 / 5165), 15);
    expect(loss?.probability).toBeCloseTo((2554 / 7776) * (2275 / 5165), 15);
    expect([win?.attackerLosses, split?.attackerLosses, loss?.attackerLosses]).toEqual([0, 1, 2]);
  });

  it.each(KNOWN.filter(([a, d]) => a !== 3 || d !== 2))(
    'balanced %i v %i equals normal',
    (a, d) => {
      expect(rollOutcomes(a, d, 1)).toEqual(rollOutcomes(a, d, 0));
    },
  );

  it('every table sums to 1 and losses total min(a, d)', () => {
    for (const mode of MODES) {
      for (const [a, d] of KNOWN) {
        const outcomes = rollOutcomes(a, d, mode);
        expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 14);
        for (const o of outcomes) expect(o.attackerLosses + o.defenderLosses).toBe(Math.min(a, d));
      }
    }
  });

  it('is frozen so callers cannot corrupt the shared table', () => {
    expect(Object.isFrozen(rollOutcomes(3, 2, 0))).toBe(true);
  });
});
