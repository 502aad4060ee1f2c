import type { Database } from '../db/client';

/**
 * Reads the players' home keeps a short while, per database: what changes only as rated games
 * end (the overall ladder's ratings, a recent ladder's entrants). A game that ended in this
 * process (`ratingsChanged`, once it is committed) is brought into them at once: a kept read
 * with a `patch` reads its players' rows again and nobody else's, one without is read whole.
 * Another process's game, or a staff edit, shows within KEEP_MS, when every read is read whole.
 */
const KEEP_MS = 30_000;
/**
 * A kept read with `refreshAhead` older than this is read whole again in the background while
 * its kept value still answers: readers who come more often than every KEEP_MS - REFRESH_MS
 * never wait for a whole read (a profile's rank: 10-15 ms of the database thread on PGlite, paid
 * by one profile in every 30 s when they waited), and none is answered older than KEEP_MS.
 */
const REFRESH_MS = KEEP_MS / 2;

/** Brings a kept value up to date for the people whose ratings or games changed since it was read. */
export type Patch<T> = (kept: T, userIds: readonly number[]) => Promise<T>;

interface Kept {
  /** performance.now() when read whole. */
  at: number;
  generation: number;
  /** What the caller said the read depends on besides the ratings (a ladder's window). */
  stamp: number;
  value: Promise<unknown>;
  /** A whole read started ahead is under way (only one at a time). */
  refreshing?: boolean;
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
 * games end here, `patch` brings it up to date, or it is read again when there is none. With
 * `refreshAhead`, a read older than REFRESH_MS starts a whole read that replaces it once done.
 */
export function keptRead<T>(
  db: Database,
  key: string,
  stamp: number,
  read: () => Promise<T>,
  { patch, refreshAhead = false }: { patch?: Patch<T>; refreshAhead?: boolean } = {},
): Promise<T> {
  const now = performance.now();
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map()));
  const known = kept.get(key);
  if (known && known.stamp === stamp && now - known.at < KEEP_MS) {
    if (known.generation === ratingsGeneration) {
      // Not while patching: on the embedded database the patch would queue behind the read.
      if (refreshAhead && now - known.at >= REFRESH_MS && !known.refreshing) {
        readAhead(kept, key, known, read);
      }
      return known.value as Promise<T>;
    }
    const userIds = patch && changedSince(known.generation);
    if (userIds) {
      const patched = (known.value as Promise<T>).then((value) => patch(value, userIds));
      return keep(kept, key, { ...known, generation: ratingsGeneration, value: patched });
    }
  }
  return keep(kept, key, { at: now, generation: ratingsGeneration, stamp, value: read() });
}

/**
 * Reads `key` whole in the background; the answer replaces `known` (or its patched successor, of
 * the same age) once it is in. Games ending meanwhile are patched in by the next reader, as
 * after any whole read; one that already shows in the answer is patched in again, to the same.
 */
function readAhead<T>(kept: Map<string, Kept>, key: string, known: Kept, read: () => Promise<T>) {
  known.refreshing = true;
  const fresh: Kept = {
    at: performance.now(),
    generation: ratingsGeneration,
    stamp: known.stamp,
    value: read(),
  };
  const current = () => {
    const entry = kept.get(key);
    return entry && entry.at === known.at && entry.stamp === known.stamp ? entry : undefined;
  };
  fresh.value.then(
    () => {
      if (current()) kept.set(key, fresh);
    },
    () => {
      // A failed read ahead is not kept: the next reader after REFRESH_MS tries again.
      const entry = current();
      if (entry) entry.refreshing = false;
    },
  );
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
