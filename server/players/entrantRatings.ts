/**
 * A ladder's entrants as kept between reads: their ratings highest first (a place is a binary
 * search), and each entrant's rating by id (to take out the old rating of one whose game ended).
 * Typed arrays, never changed once made: a patch makes new ones in one pass, where copying a
 * Map of thousands of entrants cost a profile 3-10 ms of CPU each time a game ended.
 */
export interface EntrantRatings {
  /** Highest first. */
  readonly ratings: Int32Array;
  /** In no particular order. */
  readonly ids: Int32Array;
  /** The rating of the entrant at the same index of `ids`. */
  readonly ratingById: Int32Array;
}

export interface Entrant {
  id: number;
  rating: number;
}

/** The entrants, in any order. */
export function entrantRatings(entrants: readonly Entrant[]): EntrantRatings {
  return {
    ratings: Int32Array.from(entrants, (entrant) => entrant.rating)
      .sort()
      .reverse(),
    ids: Int32Array.from(entrants, (entrant) => entrant.id),
    ratingById: Int32Array.from(entrants, (entrant) => entrant.rating),
  };
}

/** How many of `ratings` (highest first) are above `rating`. */
export function countAbove(ratings: ArrayLike<number>, rating: number): number {
  let low = 0;
  let high = ratings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ratings[middle]! > rating) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `kept` with `changed` people taken out and `now` put in: those of them who are entrants now
 * (`now` holds only ids of `changed`).
 */
export function patchedEntrants(
  kept: EntrantRatings,
  changed: readonly number[],
  now: readonly Entrant[],
): EntrantRatings {
  const leaving = new Set(changed);
  const ids: number[] = [];
  const ratingById: number[] = [];
  /** How many times each rating is to be taken out of `ratings`. */
  const removed = new Map<number, number>();
  for (let i = 0; i < kept.ids.length; i++) {
    const id = kept.ids[i]!;
    const rating = kept.ratingById[i]!;
    if (leaving.has(id)) {
      removed.set(rating, (removed.get(rating) ?? 0) + 1);
    } else {
      ids.push(id);
      ratingById.push(rating);
    }
  }
  for (const entrant of now) {
    ids.push(entrant.id);
    ratingById.push(entrant.rating);
  }
  const ratings: number[] = [];
  const added = now.map((entrant) => entrant.rating).sort((a, b) => b - a);
  let next = 0;
  for (const rating of kept.ratings) {
    const left = removed.get(rating);
    if (left) {
      removed.set(rating, left - 1);
      continue;
    }
    while (next < added.length && added[next]! >= rating) ratings.push(added[next++]!);
    ratings.push(rating);
  }
  while (next < added.length) ratings.push(added[next++]!);
  return {
    ratings: Int32Array.from(ratings),
    ids: Int32Array.from(ids),
    ratingById: Int32Array.from(ratingById),
  };
}
