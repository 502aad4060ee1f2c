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
      givenUp: 0,
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
      'game 2: stored version 0, the clients account for 1 (an acknowledged action lost)',
    ]);

    const reused = new Ledger();
    reused.start(3, 3, 0, 'room');
    reused.acknowledged(3, 4, 1);
    reused.acknowledged(3, 4, 2);
    expect(reused.check(new Map([[3, 4]]))[0]).toMatch(/reused/);
  });

  it('takes a call given up on as applied at most once: unseen is fine, twice is not', () => {
    const play = () => {
      const ledger = new Ledger();
      ledger.start(1, 10, 0, 'http');
      ledger.acknowledged(1, 11, 1);
      ledger.givenUp(1);
      // The next acknowledgement's version is not known: it may follow the given-up one.
      ledger.acknowledged(1, 13, 2);
      ledger.givenUp(1);
      return ledger;
    };
    // One of the two applied (version 12), the other not.
    expect(play().check(new Map([[1, 13]]))).toEqual([]);
    // Both applied: 12 and 14.
    expect(play().check(new Map([[1, 14]]))).toEqual([]);
    // Three versions no acknowledgement claims, with two calls given up on: one applied twice.
    expect(play().check(new Map([[1, 15]]))).toEqual([
      'game 1: stored version 15, 3 actions no call accounts for, 2 given up on (an action applied twice)',
    ]);
    expect(play().check(new Map([[1, 12]]))[0]).toMatch(/acknowledged action lost/);
  });
});
