import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a page at `pathname` loads it (its holds start with the page). */
async function firstDrawAt(pathname: string) {
  vi.stubGlobal('location', { pathname });
  vi.resetModules();
  return import('./firstDraw');
}

/** Whether `promise` has settled after the pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what waits for the first draw', () => {
  it('waits on a game’s page until the play screen has drawn its map', async () => {
    const { afterGamePageDrawn, holdUntilDrawn } = await firstDrawAt('/game/12');
    const release = holdUntilDrawn();
    const waiting = afterGamePageDrawn();
    expect(await settled(waiting)).toBe(false);
    release();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for nothing on other pages', async () => {
    const { afterGamePageDrawn } = await firstDrawAt('/lobby');
    expect(await settled(afterGamePageDrawn())).toBe(true);
  });
});
