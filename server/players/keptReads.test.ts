import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { keptRead, ratingsChanged, type Patch } from './keptReads';

// What the players' home keeps: a value read whole, kept 30 s, patched with the players of each
// game that ends here; with `refreshAhead`, read whole again in the background from 15 s on.

let clock = 0;
afterEach(() => vi.restoreAllMocks());

/**
 * A kept read of a database of its own, read at 1 s and answered 'first'. Its reads are answered
 * by hand, one by one, so that a test sees what waits for what.
 */
async function keptFrom(options: { patch?: Patch<string>; refreshAhead?: boolean }) {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const db = {} as Database;
  const answers: ((value: string) => void)[] = [];
  const read = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
  const get = () => keptRead(db, 'kept', 0, read, options);
  clock = 1_000;
  const first = get();
  answers[0]!('first');
  expect(await first).toBe('first');
  return { read, get, answer: (i: number, value: string) => answers[i]!(value) };
}

/** What a promise has settled to by now, or 'pending'. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 5))]);
}

describe('a kept read', () => {
  it('is read whole again in the background from 15 s on, the kept value answering meanwhile', async () => {
    const { read, get, answer } = await keptFrom({ refreshAhead: true });
    clock = 15_000;
    expect(await get()).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);

    clock = 16_500;
    expect(await settled(get())).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);
    // One read ahead at a time.
    expect(await settled(get())).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);

    answer(1, 'second');
    await settled(Promise.resolve());
    clock = 30_000;
    // Kept from when the read ahead started (16.5 s): no reader waits past 30 s.
    expect(await settled(get())).toBe('second');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('without refreshAhead is read whole only once 30 s old, its reader waiting for it', async () => {
    const { read, get, answer } = await keptFrom({});
    clock = 29_000;
    expect(await get()).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);
    clock = 31_500;
    const again = get();
    expect(await settled(again)).toBe('pending');
    answer(1, 'second');
    expect(await again).toBe('second');
  });

  it('patches a game that ended during a read ahead into its answer', async () => {
    const patch = vi.fn(async (kept: string, userIds: readonly number[]) => {
      return `${kept}+${userIds.join(',')}`;
    });
    const { get, answer } = await keptFrom({ patch, refreshAhead: true });
    clock = 20_000;
    expect(await get()).toBe('first');
    ratingsChanged([7, 8]);
    answer(1, 'second');
    await settled(Promise.resolve());
    expect(await get()).toBe('second+7,8');
    expect(patch).toHaveBeenCalledTimes(1);
  });
});
