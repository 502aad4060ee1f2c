import { describe, expect, it, vi } from 'vitest';
import type { PlayResult } from './api';
import { isOpen, RESEND_DELAYS_MS, sendSettled } from './resendPolicy';

const failed = (status: number, code?: string): PlayResult => ({
  ok: false,
  error: `status: ${status}`,
  status,
  ...(code ? { code } : {}),
});
const accepted: PlayResult = { ok: true, data: { success: true, version: 8 } };
const stale = failed(409, 'staleUpdate');

/** Sends answering `replies` in turn, with the waits recorded instead of waited. */
function sender(replies: PlayResult[]) {
  const send = vi.fn(async () => replies.shift()!);
  const waits: number[] = [];
  const onApplied = vi.fn();
  const wait = async (ms: number) => waits.push(ms);
  return { send, waits, onApplied, options: { wait, onApplied } };
}

describe('which failed calls are sent again', () => {
  it('those with no answer, a 502, 503 or 504, or the room’s gameMoved and databaseAway', () => {
    for (const status of [0, 502, 503, 504]) expect(isOpen(failed(status)), `${status}`).toBe(true);
    expect(isOpen({ ok: false, error: 'moved', code: 'gameMoved' })).toBe(true);
    expect(isOpen({ ok: false, error: 'away', code: 'databaseAway' })).toBe(true);
    for (const status of [400, 409, 422, 429, 500]) expect(isOpen(failed(status))).toBe(false);
    expect(isOpen({ ok: false, error: 'not your turn', code: 'notYourTurn' })).toBe(false);
    expect(isOpen(accepted)).toBe(false);
  });
});

describe('sendSettled', () => {
  it('resends on 502, 503 and network errors and answers the first settled reply', async () => {
    const { send, waits, options } = sender([failed(502), failed(0), failed(503), accepted]);
    expect(await sendSettled(send, options)).toBe(accepted);
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits).toEqual(RESEND_DELAYS_MS.slice(0, 3));
  });

  it('takes a stale refusal after a resend as applied, and asks for the state it missed', async () => {
    const { send, onApplied, options } = sender([failed(502), stale]);
    expect(await sendSettled(send, options)).toEqual({ ok: true, data: { success: true } });
    expect(onApplied).toHaveBeenCalledOnce();
  });

  it('keeps a stale refusal of a first attempt a refusal, unless its fate was open already', async () => {
    const first = sender([stale]);
    expect(await sendSettled(first.send, first.options)).toBe(stale);
    expect(first.onApplied).not.toHaveBeenCalled();
    const afterRoom = sender([stale]);
    expect(await sendSettled(afterRoom.send, { ...afterRoom.options, resent: true })).toEqual({
      ok: true,
      data: { success: true },
    });
  });

  it('gives up after its bounded backoff and answers the last failure', async () => {
    const replies = Array.from({ length: 10 }, () => failed(503, 'databaseAway'));
    const { send, waits, options } = sender(replies);
    expect(await sendSettled(send, options)).toEqual(failed(503, 'databaseAway'));
    expect(send).toHaveBeenCalledTimes(RESEND_DELAYS_MS.length + 1);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(10_000);
  });

  it('does not resend what the rules refused', async () => {
    const refused = failed(422);
    const { send, options } = sender([refused]);
    expect(await sendSettled(send, options)).toBe(refused);
    expect(send).toHaveBeenCalledOnce();
  });
});
