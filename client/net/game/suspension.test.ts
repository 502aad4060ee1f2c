/**
 * Spec §4: with the room away, 5 failed update-state polls in a row show the game as suspended,
 * and nothing is fetched after that (no poll, and no rejoin that would start polling again).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameStore } from '../../state/game/store';
import type { GameApi } from './api';
import { GameConnection } from './connection';

// The game's room can never be joined: the connection falls back to polling.
const joins = vi.hoisted(() => ({ count: 0 }));
vi.mock('../colyseus', () => ({
  loadColyseus: async () => ({
    Client: class {
      joinOrCreate() {
        joins.count++;
        return Promise.reject(new Error('refused'));
      }
    },
  }),
  loadGameRoomSchema: async () => ({ GameRoomState: class {} }),
}));

type UpdateReply = Awaited<ReturnType<GameApi['updateState']>>;
const OK = { ok: true, data: { unchanged: true } } as unknown as UpdateReply;
const FAILED: UpdateReply = { ok: false, error: 'status: 500, error: down' };

/** A connection whose update-state answers `replies` in turn (after the first load's success). */
async function pollingConnection(replies: UpdateReply[]) {
  const updateState = vi.fn(async () => replies.shift() ?? FAILED);
  const api = { call: vi.fn(), updateState } as unknown as GameApi;
  const store = new GameStore();
  const connection = new GameConnection({ gameId: 1, userId: 2, store, api });
  replies.unshift(OK);
  expect(await connection.start()).toBeNull();
  await vi.advanceTimersByTimeAsync(0);
  expect(store.get().connection).toBe('polling');
  /** Runs the clock to the next poll (8 s or 16 s away, by the user's activity). */
  const nextPoll = async () => {
    const before = updateState.mock.calls.length;
    for (let s = 0; s < 20 && updateState.mock.calls.length === before; s++)
      await vi.advanceTimersByTimeAsync(1_000);
    return updateState.mock.calls.length > before;
  };
  return { connection, store, updateState, nextPoll };
}

describe('the game suspended after failed updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    joins.count = 0;
    // The activity tracker listens on the page: a node stand-in, on a visible tab.
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin: 'x' } }));
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is not suspended after 4 failures, and a success starts the count again', async () => {
    const replies = [FAILED, FAILED, FAILED, FAILED, OK, FAILED, FAILED, FAILED, FAILED, OK];
    const { connection, store, nextPoll } = await pollingConnection(replies);
    for (let poll = 1; poll <= 10; poll++) {
      expect(await nextPoll()).toBe(true);
      expect(store.get().connection).toBe('polling');
    }
    expect(await nextPoll()).toBe(true);
    connection.stop();
  });

  it('suspends at the fifth failure in a row and then fetches nothing more', async () => {
    const { connection, store, updateState, nextPoll } = await pollingConnection([]);
    for (let poll = 1; poll <= 4; poll++) expect(await nextPoll()).toBe(true);
    expect(store.get().connection).toBe('polling');
    expect(await nextPoll()).toBe(true);
    expect(store.get().connection).toBe('suspended');
    expect(updateState).toHaveBeenCalledTimes(6);
    // Ten minutes on: no poll, no rejoin (its failure would have started polling again).
    const joinsAtSuspension = joins.count;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(updateState).toHaveBeenCalledTimes(6);
    expect(joins.count).toBe(joinsAtSuspension);
    expect(store.get().connection).toBe('suspended');
    expect(vi.getTimerCount()).toBe(0);
    connection.stop();
  });
});
