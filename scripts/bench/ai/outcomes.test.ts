/** The benchmark's tally of eliminations and of the round the seat under test went out. */
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, OUT_REASONS, makeEvent } from '../../../shared/engine';
import { Outcomes } from './outcomes.js';

const out = (player: number, by: number, reason: number = OUT_REASONS.eliminated) =>
  makeEvent(EVENT_TYPES.PLAYER_OUT, player, by, reason);

describe('Outcomes', () => {
  it('counts the eliminations seat 1 makes, early and late, and when it went out', () => {
    const o = new Outcomes();
    // Game 1, won: seat 1 eliminates seat 2 in round 4 and seat 3 in round 12; seat 4 resigns.
    o.start();
    o.hear(1, 4, [makeEvent(EVENT_TYPES.CONQUER, 1, 5, 6), out(2, 1)]);
    o.hear(1, 12, [out(3, 1), out(4, 0, OUT_REASONS.resigned)]);
    o.end(true);
    // Game 2, lost: seat 5 eliminates seat 1 in round 7.
    o.start();
    o.hear(1, 7, [out(1, 5)]);
    o.end(false);
    // Game 3, lost late; game 4, lost without going out (another seat won, or the cap).
    o.start();
    o.hear(1, 15, [out(1, 2)]);
    o.end(false);
    o.start();
    o.hear(1, 3, [out(6, 2)]);
    o.end(false);
    expect(o.summary()).toBe(
      'seat under test: eliminations 0.50 a game (0.25 by round 10); lost: out by round 10 1,' +
        ' later 1, never out 1',
    );
  });
});
