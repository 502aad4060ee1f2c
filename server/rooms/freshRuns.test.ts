import { describe, expect, it } from 'vitest';
import { freshRuns } from './freshRuns';

/** A task whose runs are finished by hand, counting how many began. */
function heldTask() {
  const finishers: (() => void)[] = [];
  let began = 0;
  const task = () => {
    began += 1;
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  const finishNext = async () => {
    finishers.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, finishNext, began: () => began };
}

describe('fresh runs', () => {
  it('answers a call made during a run only after a run begun after it', async () => {
    const held = heldTask();
    const sweep = freshRuns(held.task);
    const first = sweep();
    let laterDone = false;
    const later = sweep().then(() => {
      laterDone = true;
    });
    expect(held.began()).toBe(1); // never two at once
    await held.finishNext();
    await first;
    expect(laterDone).toBe(false); // the first run began before the call
    expect(held.began()).toBe(2);
    await held.finishNext();
    await later;
    expect(laterDone).toBe(true);
  });

  it('serves every call made during one run with the same next run', async () => {
    const held = heldTask();
    const sweep = freshRuns(held.task);
    void sweep();
    const waiting = [sweep(), sweep(), sweep()];
    await held.finishNext();
    await held.finishNext();
    await Promise.all(waiting);
    expect(held.began()).toBe(2);
  });

  it('runs again after a run that failed', async () => {
    let calls = 0;
    const sweep = freshRuns(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
    });
    const failed = sweep();
    const next = sweep();
    await expect(failed).rejects.toThrow('database away');
    await next;
    expect(calls).toBe(2);
  });
});
