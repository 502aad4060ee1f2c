import { describe, expect, it, vi } from 'vitest';
import { Ledger } from './ledger';
import { settle, type Delivery } from './settle';

/** Deliveries that come to these outcomes in turn. */
function deliveries(...outcomes: Delivery<string>[]) {
  return () => Promise.resolve(outcomes.shift()!);
}

describe('settling a play call', () => {
  it('records an acknowledgement, and a stale refusal after a lost reply as applied once', async () => {
    const ledger = new Ledger();
    const stats = { refused: 0, retries: 0 };
    ledger.start(1, 0, 0, 'room');
    const acknowledged = await settle(
      1,
      'begin-turn',
      deliveries({ kind: 'unknown' }, { kind: 'acknowledged', version: 1, reply: 'update' }),
      { ledger, stats },
    );
    expect(acknowledged).toEqual({ kind: 'acknowledged', version: 1, reply: 'update' });
    const stale = await settle(1, 'end-turn', deliveries({ kind: 'unknown' }, { kind: 'stale' }), {
      ledger,
      stats,
    });
    expect(stale.kind).toBe('stale');
    expect(ledger.check(new Map([[1, 2]]))).toEqual([]);
    expect(ledger.totals()).toMatchObject({ acknowledged: 1, appliedUnacknowledged: 1 });
    expect(stats.retries).toBe(2);
  });

  it('calls a stale refusal with no lost reply before it, or a call given up on, a violation', async () => {
    const ledger = new Ledger();
    const stats = { refused: 0, retries: 0 };
    ledger.start(1, 0, 0, 'http');
    await settle(1, 'attack', deliveries({ kind: 'stale' }), { ledger, stats });
    await settle(1, 'attack', deliveries({ kind: 'lost', why: 'found no room' }), {
      ledger,
      stats,
    });
    expect(ledger.violations).toEqual([
      'game 1: attack refused as stale with no lost reply before it',
      'game 1: attack found no room',
    ]);
  });

  it('gives a call that never got an answer up, open: a later stale refusal is that call applied', async () => {
    vi.useFakeTimers();
    try {
      const ledger = new Ledger();
      const stats = { refused: 0, retries: 0 };
      ledger.start(1, 0, 0, 'http');
      const unanswered = settle(1, 'attack', () => Promise.resolve({ kind: 'unknown' as const }), {
        ledger,
        stats,
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await unanswered).toEqual({ kind: 'unknown' });
      expect(await settle(1, 'attack', deliveries({ kind: 'stale' }), { ledger, stats })).toEqual({
        kind: 'stale',
      });
      expect(ledger.violations).toEqual([]);
      expect(ledger.totals()).toMatchObject({ givenUp: 1, appliedUnacknowledged: 0 });
      // It applied once (version 1), or not at all (0): both are the truth; twice is not.
      expect(ledger.check(new Map([[1, 1]]))).toEqual([]);
      expect(ledger.check(new Map([[1, 0]]))).toEqual([]);
      expect(ledger.check(new Map([[1, 2]]))[0]).toMatch(/applied twice/);
    } finally {
      vi.useRealTimers();
    }
  });
});
