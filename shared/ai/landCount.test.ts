import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { conquestValue } from './evaluate.js';
import { estimateLand } from './hiddenLand.js';
import { followLand } from './landCount.js';
import { remember } from './memory.js';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12, three seats dealt four territories each. Seat 1 holds the
// top row: under fog it sees player 2's row (5-8) and nothing of player 3 (9-12).
const map = gridMap();
const DEALT = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
/** Seat 1 then took 6 from player 2: it now sees 5, 7, 8 of player 2 and 10 of player 3. */
const TOOK_6 = [1, 1, 1, 1, 2, 1, 2, 2, 3, 3, 3, 3];

function seen(owners: number[], round = 1) {
  const s = arranged(map, owners, [], { num_players: 3, fog_of_war: 1 });
  s.round = round;
  return view(s, map, { player_id: 1 });
}

describe('followLand', () => {
  it('starts from the even deal at the first view of the first round', () => {
    expect(followLand(undefined, seen(DEALT))).toEqual([0, 4, 4, 4]);
  });

  it('cannot tell when the seat first looks later in the game', () => {
    expect(followLand(undefined, seen(DEALT, 3))).toBeNull();
    expect(followLand({ land: null, owner: DEALT }, seen(TOOK_6, 3))).toBeNull();
  });

  it('moves a territory seen changing hands from its last seen owner to the new one', () => {
    const first = remember(undefined, seen(DEALT));
    expect(followLand(first, seen(TOOK_6, 2))).toEqual([0, 5, 3, 4]);
  });

  it('scales the hidden counts to the land the shown counts leave, none below what is seen', () => {
    // Followed at 8 and 1, players 2 and 3 must share the 7 territories seat 1's 5 leave: scaled
    // down, player 3 would fall below the territory of its that seat 1 sees (10).
    const before = { land: [0, 5, 8, 1], owner: TOOK_6 };
    const land = followLand(before, seen(TOOK_6, 2));
    expect(land?.slice(0, 2)).toEqual([0, 5]);
    expect(land?.[2]).toBeCloseTo((8 * 7) / 9);
    expect(land?.[3]).toBe(1);
  });
});

describe('estimateLand with the followed counts', () => {
  it('changes nothing without fog, where every count shows', () => {
    const s = arranged(map, TOOK_6, [], { num_players: 3 });
    const v = view(s, map, { player_id: 1 });
    expect(estimateLand(v, map, [0, 2, 7, 3])).toEqual(estimateLand(v, map));
    expect(estimateLand(v, map).land).toEqual([0, 5, 3, 4]);
  });

  it('shares the unseen land by the counts in the first round, a quarter of it from the ninth, the rest by the shape of what is unseen', () => {
    // Unseen: 9 (edge: 5 of player 2, 10 of player 3) and 11-12 (edge: 7, 8 of player 2, 10 of
    // player 3). By the blocks: player 2 1/2 + 4/3, player 3 1/2 + 2/3. By the counts [0, 5, 3, 4]:
    // player 2 shows its 3, so all 3 unseen are player 3's.
    const first = estimateLand(seen(TOOK_6, 1), map, [0, 5, 3, 4]);
    expect(first.unseen[2]).toBeCloseTo(0);
    expect(first.unseen[3]).toBeCloseTo(3);
    const { land, unseen } = estimateLand(seen(TOOK_6, 9), map, [0, 5, 3, 4]);
    expect(unseen[2]).toBeCloseTo(0.75 * (0.5 + 4 / 3));
    expect(unseen[3]).toBeCloseTo(0.75 * (0.5 + 2 / 3) + 0.25 * 3);
    expect(land[2]).toBeCloseTo(3 + 0.75 * (0.5 + 4 / 3));
    expect(land.reduce((a, b) => a + b)).toBeCloseTo(12);
    // Half way, in round 5.
    expect(estimateLand(seen(TOOK_6, 5), map, [0, 5, 3, 4]).unseen[3]).toBeCloseTo(
      0.5 * (0.5 + 2 / 3) + 0.5 * 3,
    );
  });

  it('makes the last territory in sight of a rival followed down to it worth a kill', () => {
    // Player 3 shows only 9 and is followed at one territory; 10-12 are unseen, bordered by
    // player 2 (6, 7, 8) and player 3 (9). By the blocks alone player 3 may hold 3/4 of a
    // territory there (a kill in 47 % of cases); with the counts (none there), 9/16 (57 %).
    const now = [1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 2];
    const s = arranged(map, now, [1, 1, 1, 1, 12, 2, 5, 5, 4, 3, 3, 3], {
      num_players: 3,
      fog_of_war: 1,
    });
    s.players[2]!.cards = s.deck.splice(0, 3);
    const v = view(s, map, { player_id: 1 });
    const worth = (counts?: number[]) =>
      conquestValue(contextOf(v, map, 1, 'hard', 1, counts), 9, new Set());
    expect(worth([0, 5, 6, 1]) - worth()).toBeGreaterThan(0.5);
  });
});
