import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serialQueue';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('SerialQueue', () => {
  it('runs tasks one at a time, in order, past a failed one', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(task('a', 20)),
      queue.run(task('b', 1, true)),
      queue.run(task('c', 1)),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('does not keep the last result alive once its caller let go of it', async () => {
    const queue = new SerialQueue();
    let result: WeakRef<object> | undefined;
    await (async () => {
      const value = await queue.run(async () => ({ state: new Array(1000).fill(0) }));
      result = new WeakRef(value);
    })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(result!.deref()).toBeUndefined();
  });
});
