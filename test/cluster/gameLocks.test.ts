import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { advisoryLocks, type GameLocks } from '../../server/db/gameLocks';
import { CuttableProxy } from '../support/cuttableProxy';
import { createScratchDatabase } from '../support/scratchDatabase';
import { hasDatabaseServer } from '../support/services';

const { DATABASE_URL } = process.env;
const opened: GameLocks[] = [];
let proxy: CuttableProxy | undefined;
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const locks of opened) await locks.close().catch(() => undefined);
  await proxy?.close();
  await drop?.();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasDatabaseServer())('game locks when their connection is lost', () => {
  it('tells which games were lost, lets another process take them, and reconnects', async () => {
    const scratch = await createScratchDatabase(DATABASE_URL!);
    drop = scratch.drop;
    const through = await CuttableProxy.forUrl(scratch.url, 5432);
    proxy = through.proxy;
    const ours = await advisoryLocks(through.url);
    const theirs = await advisoryLocks(scratch.url);
    opened.push(ours, theirs);
    const lost: number[][] = [];
    ours.onLost((gameIds) => lost.push(gameIds));

    expect(await ours.tryLock(1)).toBe(true);
    expect(await ours.tryLock(2)).toBe(true);
    expect(await theirs.tryLock(1)).toBe(false);

    // The connection goes: PostgreSQL lets go of both games, and the process hears of it.
    await proxy.cut();
    for (let i = 0; i < 50 && lost.length === 0; i++) await sleep(20);
    expect(lost).toEqual([[1, 2]]);
    expect(await theirs.tryLock(1)).toBe(true);
    // While it is away, asking is a "database away" error, never a wrong answer.
    const refused = await ours.tryLock(3).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    // Back: the connection is made again by itself, and the locks work as before.
    await proxy.restore();
    let retaken: boolean | undefined;
    for (let i = 0; i < 50 && retaken === undefined; i++) {
      retaken = await ours.tryLock(2).catch(() => undefined);
      if (retaken === undefined) await sleep(100);
    }
    expect(retaken).toBe(true);
    expect(await ours.tryLock(1)).toBe(false);
    expect(await ours.isFree(1)).toBe(false);
    await theirs.unlock(1);
    expect(await ours.isFree(1)).toBe(true);
  }, 30_000);
});
