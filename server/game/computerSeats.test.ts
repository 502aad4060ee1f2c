import { describe, expect, it } from 'vitest';
import { remember } from '../../shared/ai';
import { EVENT_TYPES, makeEvent, view, type ReplayEvent } from '../../shared/engine';
import { arranged, gridMap } from '../../test/fixtures/engine';
import type { StoredEvent } from '../db/games';
import { seatSight } from './computerSeats';
import { LogTail, loggedAction } from './logTail';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12, three seats dealt four territories each. Seat 1 holds the
// top row: under fog it sees player 2's row (5-8) and nothing of player 3's (9-12).
const map = gridMap();
const DEALT = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
/** Player 2 took 9 from player 3, from 5 (in seat 1's sight; 9 is not). */
const TOOK_9 = [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3];
/** Player 3 took it back, from 10: neither end in seat 1's sight. */
const RETOOK_9 = DEALT;

function state(owners: number[], round: number, version: number) {
  const s = arranged(map, owners, [], { num_players: 3, fog_of_war: 1 });
  s.round = round;
  s.version = version;
  return s;
}

let seq = 0;
const stored = (version: number, lines: ReplayEvent[]): StoredEvent[] =>
  lines.map((l) => ({ ...l, seq: ++seq, version, at: new Date(0) }));

describe('seatSight: what the server’s computer seat sees and remembers', () => {
  it('reads the conquests its log showed it, and not those it could not see', () => {
    const dealt = state(DEALT, 1, 10);
    const took = state(TOOK_9, 1, 11);
    const retook = state(RETOOK_9, 1, 12);
    const log = LogTail.of(200, [
      loggedAction(
        dealt,
        took,
        map,
        stored(11, [
          makeEvent(EVENT_TYPES.CONQUER, 2, 5, 9, 0, 3),
          makeEvent(EVENT_TYPES.MOVE, 2, 5, 9, 3),
        ]),
      ),
      loggedAction(
        took,
        retook,
        map,
        stored(12, [
          makeEvent(EVENT_TYPES.CONQUER, 3, 10, 9, 0, 2),
          makeEvent(EVENT_TYPES.MOVE, 3, 10, 9, 1),
        ]),
      ),
    ]);
    const earlier = remember(undefined, view(dealt, map, { player_id: 1 }));
    const now = state(RETOOK_9, 2, 20);
    const { seen, memory } = seatSight({ map, usernames: new Map(), log }, now, 1, earlier);
    expect(seen).toEqual(view(now, map, { player_id: 1 }));
    // The views alone would show no change; the log showed 9 taken, not taken back.
    expect(memory.land).toEqual([0, 4, 5, 3]);
    expect(memory.owner[8]).toBe(2);
    // Read again at its next view, the same tail counts nothing twice.
    const next = seatSight({ map, usernames: new Map(), log }, state(RETOOK_9, 2, 21), 1, memory);
    expect(next.memory.land).toEqual([0, 4, 5, 3]);
  });
});
