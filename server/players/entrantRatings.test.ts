import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAbove, entrantRatings, patchedEntrants, type Entrant } from './entrantRatings';

/** What a kept value says: the ratings highest first, and each entrant's rating by id. */
const meaning = (kept: ReturnType<typeof entrantRatings>) => ({
  ratings: [...kept.ratings],
  byId: new Map([...kept.ids].map((id, i) => [id, kept.ratingById[i]])),
});

describe('the entrants kept for the overall rank', () => {
  it('sorts the ratings highest first and answers places by them', () => {
    const kept = entrantRatings([
      { id: 7, rating: 1500 },
      { id: 2, rating: 1720 },
      { id: 9, rating: 1500 },
      { id: 4, rating: 1310 },
    ]);
    expect([...kept.ratings]).toEqual([1720, 1500, 1500, 1310]);
    expect(countAbove(kept.ratings, 1800)).toBe(0);
    expect(countAbove(kept.ratings, 1500)).toBe(1); // ties share the place below those above
    expect(countAbove(kept.ratings, 1400)).toBe(3);
    expect(countAbove(kept.ratings, 1000)).toBe(4);
  });

  it('takes the changed people out and puts back those who are entrants now', () => {
    const kept = entrantRatings([
      { id: 1, rating: 1600 },
      { id: 2, rating: 1500 },
      { id: 3, rating: 1500 },
      { id: 4, rating: 1400 },
    ]);
    // 2 gained, 3 left the ladder (say, its games were struck off), 5 entered, 1 unchanged.
    const patched = patchedEntrants(
      kept,
      [2, 3, 5],
      [
        { id: 2, rating: 1650 },
        { id: 5, rating: 1400 },
      ],
    );
    expect(meaning(patched)).toEqual({
      ratings: [1650, 1600, 1400, 1400],
      byId: new Map([
        [1, 1600],
        [4, 1400],
        [2, 1650],
        [5, 1400],
      ]),
    });
    expect([...kept.ratings]).toEqual([1600, 1500, 1500, 1400]); // the kept value is unchanged
  });

  it('patched, says what a whole read of the same entrants says', () => {
    const entrant = fc.record({
      id: fc.integer({ min: 1, max: 60 }),
      rating: fc.integer({ min: 900, max: 2100 }),
    });
    const entrants = fc.uniqueArray(entrant, { selector: (e) => e.id, maxLength: 50 });
    fc.assert(
      fc.property(
        entrants,
        entrants,
        fc.uniqueArray(fc.integer({ min: 1, max: 60 })),
        (before, pool, changed) => {
          // After: the changed people as the pool has them (or out of it), everyone else as before.
          const now: Entrant[] = pool.filter((e) => changed.includes(e.id));
          const after = [...before.filter((e) => !changed.includes(e.id)), ...now];
          const patched = patchedEntrants(entrantRatings(before), changed, now);
          expect(meaning(patched)).toEqual(meaning(entrantRatings(after)));
        },
      ),
    );
  });
});
