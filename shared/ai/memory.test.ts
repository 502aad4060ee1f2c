import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { decide } from './decide.js';
import { conquestValue } from './evaluate.js';
import { estimateLand } from './hiddenLand.js';
import { recall, remember } from './memory.js';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12. Holding the top row and 5, seat 1 sees 6-9 under fog;
// holding 6 too, it sees 10 as well.
const map = gridMap();
const TROOPS = [1, 1, 1, 1, 12, 2, 5, 5, 4, 3, 3, 3];
/** Earlier: seat 1 held 6 and saw player 3 on 9 and 10. */
const BEFORE = [1, 1, 1, 1, 1, 1, 2, 2, 3, 3, 2, 2];
/** Now: player 2 took 6, so 10 is out of sight; player 3 shows only 9. */
const NOW = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 2, 2];

/** A position of round 3: a seat first looking then follows no counts (no deal to start from). */
function fogged(owners: number[]) {
  const s = arranged(map, owners, TROOPS, { num_players: 3, fog_of_war: 1 });
  s.round = 3;
  s.players[2]!.cards = s.deck.splice(0, 3);
  return s;
}
const seen = (owners: number[]) => view(fogged(owners), map, { player_id: 1 });

describe('remember and recall', () => {
  it('keeps the last owner seen on each territory, and nothing it never saw', () => {
    const memory = remember(remember(undefined, seen(BEFORE)), seen(NOW));
    expect(memory.owner).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 3, 3, null, null]);
  });

  it('shows a territory out of sight as its last seen owner’s, troops unknown', () => {
    const now = seen(NOW);
    expect(now.territories[9]).toEqual({ player_id: null, troops: null });
    const believed = recall(now, remember(remember(undefined, seen(BEFORE)), now));
    expect(believed.territories[9]).toEqual({ player_id: 3, troops: null });
    expect(believed.territories.slice(0, 9)).toEqual(now.territories.slice(0, 9));
    expect(believed.territories.slice(10)).toEqual(now.territories.slice(10));
    // Player 3 then holds 9 in sight, 10 remembered, and a share of 11-12 (the block's edge: 7 and
    // 8 of player 2, 10 of player 3); all but 9 out of sight (it may have lost 10 since).
    const { land, unseen } = estimateLand(believed, map);
    expect(land[3]).toBeCloseTo(2 + 2 / 3);
    expect(unseen[3]).toBeCloseTo(1 + 2 / 3);
  });

  it('forgets a dead player’s territories and its own side’s (those always show)', () => {
    const memory = { owner: [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 1, 3], land: null, version: 0 };
    const s = fogged(NOW);
    s.players[2]!.alive = false;
    const believed = recall(view(s, map, { player_id: 1 }), memory);
    expect(believed.territories.slice(9).map((t) => t.player_id)).toEqual([null, null, null]);
  });
});

describe('under fog, Hard weighs a kill on what it remembers', () => {
  const memoryOf = (earlier: number[] | null) =>
    remember(earlier ? remember(undefined, seen(earlier)) : undefined, seen(NOW));

  it('eliminates the weak rival whose only territory it ever saw is in sight', () => {
    for (const level of ['normal', 'hard'] as const) {
      const action = decide({ view: seen(NOW), map, level, seed: 1, memory: memoryOf(null) });
      expect(action).toMatchObject({ type: 'attack', territory_from: 5, territory_to: 9 });
    }
  });

  it('counts no kill on the last territory in sight of a rival it saw hold more', () => {
    const worth = (earlier: number[] | null) => {
      const c = contextOf(recall(seen(NOW), memoryOf(earlier)), map, 1, 'hard', 1);
      return conquestValue(c, 9, new Set());
    };
    // Without the memory, 9 may be player 3's last territory (its three cards with it).
    expect(worth(null) - worth(BEFORE)).toBeGreaterThan(3);
  });

  it('only levels that remember read the memory', () => {
    const now = seen(NOW);
    for (const seed of [1, 2, 3]) {
      const normal = decide({ view: now, map, level: 'normal', seed, memory: memoryOf(BEFORE) });
      expect(normal).toEqual(decide({ view: now, map, level: 'normal', seed }));
    }
  });
});
