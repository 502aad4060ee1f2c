import type { Database } from '../db/client';

/**
 * Reads the players' home keeps a short while, per database: what changes only as rated games
 * end (the overall ladder's ratings, a recent ladder's entrants). Recording such a game in this
 * process drops them at once (`ratingsChanged`); another process's game, or a staff edit, shows
 * within KEEP_MS.
 */
const KEEP_MS = 30_000;

interface Kept {
  /** performance.now() when read. */
  at: number;
  generation: number;
  /** What the caller said the read depends on besides the ratings (a ladder's window). */
  stamp: number;
  value: Promise<unknown>;
}

let ratingsGeneration = 0;
const keptByDatabase = new WeakMap<Database, Map<string, Kept>>();

/** A rated game ended here (its ratings settled): every kept read is read again. */
export const ratingsChanged = (): void => {
  ratingsGeneration += 1;
};

/** `read()`'s answer, kept under `key` while `stamp` is the same and for at most KEEP_MS. */
export function keptRead<T>(
  db: Database,
  key: string,
  stamp: number,
  read: () => Promise<T>,
): Promise<T> {
  const now = performance.now();
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map()));
  const known = kept.get(key);
  if (
    known &&
    known.generation === ratingsGeneration &&
    known.stamp === stamp &&
    now - known.at < KEEP_MS
  )
    return known.value as Promise<T>;
  const value = read();
  const entry: Kept = { at: now, generation: ratingsGeneration, stamp, value };
  kept.set(key, entry);
  // A failed read is not kept.
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}

/** The window a read made at `now` (ms) belongs to: reads stamped with it expire as time moves. */
export const windowOf = (now: number): number => Math.floor(now / KEEP_MS);
