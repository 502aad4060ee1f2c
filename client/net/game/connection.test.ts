import { describe, expect, it, vi } from 'vitest';
import type { GameStore } from '../../state/game/store';
import type { GameApi, PlayResult } from './api';
import { GameConnection } from './connection';

/** A connection without a live room, over an API answering `replies` in turn. */
function connectionOver(replies: PlayResult[]) {
  const call = vi.fn(async () => replies.shift()!);
  const updateState = vi.fn(
    async () => ({ ok: true }) as Awaited<ReturnType<GameApi['updateState']>>,
  );
  const store = {
    version: () => 7,
    get: () => ({ connection: 'polling' }),
  } as unknown as GameStore;
  const api = { call, updateState } as unknown as GameApi;
  return { connection: new GameConnection({ gameId: 1, userId: 2, store, api }), call };
}

const moved: PlayResult = { ok: false, error: 'moved', code: 'gameMoved' };
const stale: PlayResult = { ok: false, error: 'stale', code: 'staleUpdate' };

describe('a play call over HTTP when the game moves to another server', () => {
  it('is sent again with the same last_update, and a stale refusal then counts as done', async () => {
    const { connection, call } = connectionOver([moved, stale]);
    expect(await connection.call('begin-turn', {})).toEqual({ ok: true, data: { success: true } });
    expect(call.mock.calls.map((args) => (args as unknown[])[2])).toEqual([7, 7]);
  });

  it('answers the resend’s own reply, and a stale refusal of a first attempt stays a refusal', async () => {
    const accepted: PlayResult = { ok: true, data: { success: true, version: 8 } };
    expect(await connectionOver([moved, accepted]).connection.call('begin-turn', {})).toBe(
      accepted,
    );
    expect(await connectionOver([stale]).connection.call('begin-turn', {})).toBe(stale);
  });

  it('resends a proxy’s 502 and a lost answer too, with the same last_update', async () => {
    const noProcess: PlayResult = { ok: false, error: 'no process', status: 502 };
    const noAnswer: PlayResult = { ok: false, error: 'network', status: 0 };
    const { connection, call } = connectionOver([noProcess, noAnswer, stale]);
    expect(await connection.call('begin-turn', {})).toEqual({ ok: true, data: { success: true } });
    expect(call.mock.calls.map((args) => (args as unknown[])[2])).toEqual([7, 7, 7]);
  });

  it('gives up after a bounded backoff and shows the last answer', async () => {
    vi.useFakeTimers();
    try {
      const { connection, call } = connectionOver(Array.from({ length: 10 }, () => moved));
      const result = connection.call('begin-turn', {});
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await result).toEqual(moved);
      expect(call).toHaveBeenCalledTimes(7);
    } finally {
      vi.useRealTimers();
    }
  });
});
