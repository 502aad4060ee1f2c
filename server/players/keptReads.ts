import type { Database } from '../db/client';

/**
 * Reads the players' home keeps a short while, per database: what changes only as rated games
 * end (the overall ladder's ratings, a recent ladder's entrants). A game that ended in this
 * process (`ratingsChanged`, once it is committed) is brought into them at once: a kept read
 * with a `patch` reads its players' rows again and nobody else's, one without is read whole.
 * Another process's game, or a staff edit, shows within KEEP_MS, when every read is read whole.
 */
const KEEP_MS = 30_000;

/** Brings a kept value up to date for the people whose ratings or games changed since it was read. */
export type Patch<T> = (kept: T, userIds: readonly number[]) => Promise<T>;

interface Kept {
  /** performance.now() when read whole. */
  at: number;
  generation: number;
  /** What the caller said the read depends on besides the ratings (a ladder's window). */
  stamp: number;
  value: Promise<unknown>;
}

let ratingsGeneration = 0;
/** Whose games ended in each of the latest generations: what a kept read needs to patch itself. */
const changes: { generation: number; userIds: readonly number[] }[] = [];
/** A kept read further behind than this many ended games is read whole. */
const CHANGES_KEPT = 64;
const keptByDatabase = new WeakMap<Database, Map<string, Kept>>();

/** A game with these players ended here, its outcome committed: kept reads bring them in. */
export const ratingsChanged = (userIds: readonly number[]): void => {
  ratingsGeneration += 1;
  changes.push({ generation: ratingsGeneration, userIds });
  if (changes.length > CHANGES_KEPT) changes.shift();
};

/** The people whose games ended after `generation`; null when the log no longer reaches back. */
function changedSince(generation: number): number[] | null {
  const oldest = changes[0];
  if (!oldest || oldest.generation > generation + 1) return null;
  const userIds = new Set<number>();
  for (const change of changes) {
    if (change.generation > generation) for (const id of change.userIds) userIds.add(id);
  }
  return [...userIds];
}

/**
 * `read()`'s answer, kept under `key` while `stamp` is the same and for at most KEEP_MS; as
 * games end here, `patch` brings it up to date, or it is read again when there is none.
 */
export function keptRead<T>(
  db: Database,
  key: string,
  stamp: number,
  read: () => Promise<T>,
  patch?: Patch<T>,
): Promise<T> {
  const now = performance.now();
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map()));
  const known = kept.get(key);
  if (known && known.stamp === stamp && now - known.at < KEEP_MS) {
    if (known.generation === ratingsGeneration) return known.value as Promise<T>;
    const userIds = patch && changedSince(known.generation);
    if (userIds) {
      const patched = (known.value as Promise<T>).then((value) => patch(value, userIds));
      return keep(kept, key, {
        at: known.at,
        generation: ratingsGeneration,
        stamp,
        value: patched,
      });
    }
  }
  return keep(kept, key, { at: now, generation: ratingsGeneration, stamp, value: read() });
}

function keep<T>(kept: Map<string, Kept>, key: string, entry: Kept & { value: Promise<T> }) {
  kept.set(key, entry);
  // A failed read is not kept.
  entry.value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return entry.value;
}

/** The window a read made at `now` (ms) belongs to: reads stamped with it expire as time moves. */
export const windowOf = (now: number): number => Math.floor(now / KEEP_MS);
