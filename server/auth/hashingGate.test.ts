import { describe, expect, it } from 'vitest';
import { HashingGate } from './hashingGate';

/** A hash that finishes when the test says so. */
function pendingHash() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { hash: () => done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing gate', () => {
  it('runs at most so many hashes per address and in all, the rest in arrival order', async () => {
    const gate = new HashingGate({ perAddress: 2, total: 3, waitMs: 10_000 });
    const hashes = Array.from({ length: 5 }, pendingHash);
    const runs = [
      gate.run('a', hashes[0]!.hash),
      gate.run('a', hashes[1]!.hash),
      gate.run('a', hashes[2]!.hash), // waits: a's bound
      gate.run('b', hashes[3]!.hash), // runs: b is under its bound and the total has room
      gate.run('c', hashes[4]!.hash), // waits: the total
    ];
    await settle();
    expect(gate.computed).toBe(3);
    hashes[0]!.finish();
    await runs[0];
    await settle();
    // The freed turn is a's: the third of a's, which came before c.
    expect(gate.computed).toBe(4);
    hashes[1]!.finish();
    await runs[1];
    await settle();
    expect(gate.computed).toBe(5);
    for (const hash of hashes) hash.finish();
    expect((await Promise.all(runs)).every((run) => run.admitted)).toBe(true);
  });

  it('refuses a caller that waited too long, and lets the next one in', async () => {
    const gate = new HashingGate({ perAddress: 1, total: 1, waitMs: 20 });
    const first = pendingHash();
    const running = gate.run('a', first.hash);
    expect(await gate.run('b', async () => 'never')).toEqual({ admitted: false });
    first.finish();
    await running;
    expect(await gate.run('b', async () => 'hashed')).toEqual({ admitted: true, value: 'hashed' });
    expect(gate.computed).toBe(2);
  });
});
