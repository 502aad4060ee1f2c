import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger';

describe('the chaos ledger', () => {
  it('accepts consecutive acknowledgements and lost replies resolved as applied, per transport', () => {
    const ledger = new Ledger();
    ledger.start(1, 4, 0, 'http');
    ledger.start(2, 9, 0, 'room');
    ledger.acknowledged(2, 10, 50);
    ledger.acknowledged(1, 5, 100);
    ledger.appliedWithoutReply(1);
    ledger.acknowledged(1, 7, 2600);
    expect(
      ledger.check(
        new Map([
          [1, 7],
          [2, 10],
        ]),
      ),
    ).toEqual([]);
    expect(ledger.totals().acknowledged).toBe(3);
    expect(ledger.totals('room').acknowledged).toBe(1);
    expect(ledger.totals('http')).toEqual({
      acknowledged: 2,
      appliedUnacknowledged: 1,
      longestStallsMs: [2500],
    });
  });

  it('names an action applied twice, a lost one and a reused version', () => {
    const twice = new Ledger();
    twice.start(1, 0, 0, 'room');
    twice.acknowledged(1, 2, 10);
    expect(twice.check(new Map([[1, 2]]))[0]).toMatch(/applied twice/);

    const lost = new Ledger();
    lost.start(2, 0, 0, 'http');
    lost.acknowledged(2, 1, 10);
    expect(lost.check(new Map([[2, 0]]))).toEqual([
      'game 2: stored version 0, the clients account for 1',
    ]);

    const reused = new Ledger();
    reused.start(3, 3, 0, 'room');
    reused.acknowledged(3, 4, 1);
    reused.acknowledged(3, 4, 2);
    expect(reused.check(new Map([[3, 4]]))[0]).toMatch(/reused/);
  });
});
