import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, makeEvent, view, type ReplayEvent } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { Memories } from '../../test/fixtures/aiGames';
import { contextOf } from './context.js';
import { conquestValue } from './evaluate.js';
import { recall, remember } from './memory.js';
import type { SeenLine } from './seatLog.js';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12, three seats dealt four territories each. Seat 1 holds the
// top row: under fog it sees player 2's row (5-8) and nothing of player 3's (9-12).
const map = gridMap();
const DEALT = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
/** Player 2 took 9 from player 3 (from 5, in seat 1's sight; 9 is not). */
const TOOK_9 = [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3];
/** Player 3 then took 9 back, from 10: neither end in seat 1's sight. */
const RETOOK_9 = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];

function state(owners: number[], round: number, version: number) {
  const s = arranged(map, owners, [], { num_players: 3, fog_of_war: 1 });
  s.round = round;
  s.version = version;
  return s;
}
const seen = (owners: number[], round: number, version: number) =>
  view(state(owners, round, version), map, { player_id: 1 });

/** The lines of player 2 taking 9 from player 3, from 5, as the engine writes them. */
const conquest9: ReplayEvent[] = [
  makeEvent(EVENT_TYPES.ATTACK, 2, 5, 9, 1, 2),
  makeEvent(EVENT_TYPES.CONQUER, 2, 5, 9, 0, 3),
  makeEvent(EVENT_TYPES.MOVE, 2, 5, 9, 3),
];
const at = (version: number, lines: ReplayEvent[]): SeenLine[] =>
  lines.map((l) => ({ ...l, version }));

describe('remember with the seat’s log lines', () => {
  it('follows a conquest it saw in its log into land out of its sight', () => {
    const first = remember(undefined, seen(DEALT, 1, 10));
    const later = seen(TOOK_9, 2, 20);
    expect(later.territories[8]).toEqual({ player_id: null, troops: null });
    // From its views alone: player 3 still holds its four, and 9 was never seen.
    expect(remember(first, later).land).toEqual([0, 4, 4, 4]);
    const memory = remember(first, later, at(15, conquest9));
    expect(memory.land).toEqual([0, 4, 5, 3]);
    expect(memory.owner[8]).toBe(2);
    expect(memory.version).toBe(20);
  });

  it('reads each line once, and none written after the view', () => {
    const first = remember(undefined, seen(DEALT, 1, 10));
    const lines = at(15, conquest9);
    const memory = remember(first, seen(TOOK_9, 2, 20), lines);
    // The same tail again at the next view: the conquest is not counted twice.
    expect(remember(memory, seen(TOOK_9, 2, 25), lines).land).toEqual([0, 4, 5, 3]);
    // A line from after the view is not read yet.
    expect(remember(first, seen(TOOK_9, 2, 14), lines).land).toEqual([0, 4, 4, 4]);
  });

  it('reads the lines written before its first view of the first round from the deal', () => {
    const memory = remember(undefined, seen(TOOK_9, 1, 20), at(15, conquest9));
    expect(memory.land).toEqual([0, 4, 5, 3]);
  });

  it('takes a player turned neutral to have left all its land to neutral', () => {
    const took9 = remember(
      remember(undefined, seen(DEALT, 1, 10)),
      seen(TOOK_9, 2, 12),
      at(11, conquest9),
    );
    const s = state([1, 1, 1, 1, 2, 2, 2, 2, 2, 0, 0, 0], 2, 20);
    s.players[2]!.alive = false;
    const out = at(15, [makeEvent(EVENT_TYPES.TURNED_NEUTRAL, 3)]);
    const memory = remember(took9, view(s, map, { player_id: 1 }), out);
    expect(memory.land).toEqual([3, 4, 5, 0]);
    expect(memory.owner.slice(8)).toEqual([2, null, null, null]);
  });
});

describe('the drivers’ memories (test/fixtures/aiGames.ts)', () => {
  it('give a seat the lines of conquests with an end in its sight, and no others', () => {
    const memories = new Memories();
    memories.see(1, seen(DEALT, 1, 10));
    memories.hear(state(DEALT, 1, 10), state(TOOK_9, 1, 11), map, conquest9, [1]);
    // Player 3 takes 9 back from 10: neither end is in seat 1's sight.
    const back = [
      makeEvent(EVENT_TYPES.CONQUER, 3, 10, 9, 0, 2),
      makeEvent(EVENT_TYPES.MOVE, 3, 10, 9, 1),
    ];
    memories.hear(state(TOOK_9, 1, 11), state(RETOOK_9, 1, 12), map, back, [1]);
    const memory = memories.see(1, seen(RETOOK_9, 2, 20));
    expect(memory.land).toEqual([0, 4, 5, 3]);
    expect(memory.owner[8]).toBe(2);
  });
});

describe('under fog, Hard weighs a kill on what its log showed', () => {
  // Seat 1 took 5 from player 2, and its log showed player 2 take 10-12 from player 3 (from 6-8,
  // then in its sight). Now player 3 shows only 9, and 10-12 are out of sight.
  const NOW = [1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 2];
  const TROOPS = [1, 1, 1, 1, 12, 2, 5, 5, 4, 3, 3, 3];
  const lines = at(15, [
    makeEvent(EVENT_TYPES.CONQUER, 2, 6, 10, 0, 3),
    makeEvent(EVENT_TYPES.CONQUER, 2, 7, 11, 0, 3),
    makeEvent(EVENT_TYPES.CONQUER, 2, 8, 12, 0, 3),
    makeEvent(EVENT_TYPES.CONQUER, 1, 1, 5, 0, 2),
  ]);

  it('counts the kill of a rival its log showed losing all but the territory in sight', () => {
    const s = arranged(map, NOW, TROOPS, { num_players: 3, fog_of_war: 1 });
    s.round = 2;
    s.version = 20;
    s.players[2]!.cards = s.deck.splice(0, 3);
    const now = view(s, map, { player_id: 1 });
    const first = remember(undefined, seen(DEALT, 1, 10));
    const worth = (heard: SeenLine[]) => {
      const memory = remember(first, now, heard);
      const c = contextOf(recall(now, memory), map, 1, 'hard', 1, memory.land);
      return { land: memory.land, value: conquestValue(c, 9, new Set()) };
    };
    expect(worth(lines).land).toEqual([0, 5, 6, 1]);
    expect(worth([]).land?.[3]).toBeCloseTo(4);
    expect(worth(lines).value - worth([]).value).toBeGreaterThan(1);
  });
});
