import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { hostileNeighbours, read } from './reading.js';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12; regions are the rows.
const map = gridMap();
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];
const TROOPS = [4, 2, 1, 1, 6, 5, 3, 3, 2, 2, 9, 9];

describe('read', () => {
  it('counts threats, frontiers and regions from the view', () => {
    const s = arranged(map, OWNERS, TROOPS);
    const r = read(view(s, map, { player_id: 1 }), map, 1);
    expect(r.frontier.slice(0, 5)).toEqual([false, true, true, true, true]);
    // Territory 5 borders 6 (5 troops) and 9 (2 troops): 4 + 1 enemy troops could strike.
    expect(r.threat[4]).toBe(5);
    expect(r.regions[0]).toMatchObject({ mine: 4, holder: 1 });
    expect(r.regions[2]).toMatchObject({ mine: 0, holder: 2, foreignTroops: 22 });
    expect(hostileNeighbours(r, 5)).toEqual([6, 9]);
  });

  it('under fog, unseen territories carry an estimate, never their troops', () => {
    const s = arranged(map, OWNERS, TROOPS, { fog_of_war: 1 });
    const r = read(view(s, map, { player_id: 1 }), map, 1);
    expect(r.owner[10]).toBeNull();
    // Seen enemy troops: 6, 7, 8 (5, 3, 3) and 9 (2), median 3; 11 and 12 have 9.
    expect(r.troops[10]).toBe(3);
    expect(r.troops[11]).toBe(3);
    // 2 shows 6-9 and is the only owner on the edge of the unseen block 10-12: 4 + 3.
    expect(r.land[2]).toBe(7);
  });

  it('under fog, guesses unseen troops by the median of those seen, so one stack in sight does not raise them all', () => {
    // Seen enemy troops 9, 1, 1, 1 (territories 6-9): the mean would guess 3, the median 1.
    const troops = [4, 2, 1, 1, 6, 9, 1, 1, 1, 1, 1, 1];
    const s = arranged(map, OWNERS, troops, { fog_of_war: 1 });
    const r = read(view(s, map, { player_id: 1 }), map, 1);
    expect(r.owner[10]).toBeNull();
    expect(r.troops[10]).toBe(1);
  });
});
