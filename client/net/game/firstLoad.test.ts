/**
 * The first update-state of a game's page that carried one (server/http/gamePage.ts): asked for
 * only once the map has drawn, so on a slow phone it does not share the line and the main thread
 * with the map's first frame; without a carried state it is what the screen waits for, at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameStore } from '../../state/game/store';
import type { GameApi } from './api';
import { GameConnection } from './connection';

/** The page's first draw, a new one for each test. */
const drawn = vi.hoisted(() => ({ promise: Promise.resolve(), release: () => undefined as void }));
vi.mock('../firstDraw', () => ({ afterGamePageDrawn: () => drawn.promise }));
vi.mock('../colyseus', () => ({
  loadColyseus: () => new Promise(() => undefined),
  loadGameRoomSchema: () => new Promise(() => undefined),
}));

/** A connection over a store that holds `view` (null: nothing carried). */
function connectionWith(view: object | null) {
  const updateState = vi.fn(async () => ({ ok: false, error: 'stop here' }) as const);
  const store = {
    get: () => ({ view, connection: 'polling' }),
    subscribe: () => () => undefined,
    version: () => 7,
  } as unknown as GameStore;
  const api = { call: vi.fn(), updateState } as unknown as GameApi;
  return { connection: new GameConnection({ gameId: 1, userId: 2, store, api }), updateState };
}

/** Lets the pending callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the first update-state', () => {
  beforeEach(() => {
    drawn.promise = new Promise<void>((resolve) => (drawn.release = resolve));
    // The activity tracker listens on the page: a node stand-in, on a visible tab.
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin: 'x' } }));
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the map to draw when the page carried a state', async () => {
    const { connection, updateState } = connectionWith({ status: 1 });
    const started = connection.start();
    await settle();
    expect(updateState).not.toHaveBeenCalled();
    drawn.release();
    expect(await started).toBe('stop here');
    expect(updateState).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('is asked for at once when the page carried none', async () => {
    const { connection, updateState } = connectionWith(null);
    expect(await connection.start()).toBe('stop here');
    expect(updateState).toHaveBeenCalledTimes(1);
    connection.stop();
  });
});
