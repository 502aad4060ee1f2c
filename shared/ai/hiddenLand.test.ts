import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { estimateLand } from './hiddenLand.js';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12. Seat 1 holds the top row and 5: under fog it sees 6-9,
// and 10-12 are one unseen block.
const map = gridMap();

describe('estimateLand', () => {
  it('without fog, every count is the view’s', () => {
    const s = arranged(map, [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3], [], { num_players: 3 });
    const { land, unseen } = estimateLand(view(s, map, { player_id: 1 }), map);
    expect(land.slice(1)).toEqual([5, 3, 4]);
    expect(unseen).toEqual([0, 0, 0, 0]);
  });

  it('gives an unseen block bordered by one rival to that rival: its count, exactly', () => {
    const s = arranged(map, [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2], [], { fog_of_war: 1 });
    const v = view(s, map, { player_id: 1 });
    expect(v.players[1]?.territories).toBeNull();
    const { land, unseen } = estimateLand(v, map);
    expect(land.slice(1)).toEqual([5, 7]);
    expect(unseen[2]).toBe(3);
  });

  it('shares a block among the rivals on its edge by their territories there', () => {
    // 2 shows 6, 7, 8 on the block's edge, 3 shows 9: the three unseen go 3 to 1.
    const owners = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 2, 2];
    const s = arranged(map, owners, [], { num_players: 3, fog_of_war: 1 });
    const { land, unseen } = estimateLand(view(s, map, { player_id: 1 }), map);
    expect(unseen.slice(1)).toEqual([0, 2.25, 0.75]);
    expect(land.slice(1)).toEqual([5, 5.25, 1.75]);
    expect(land.reduce((a, b) => a + b)).toBe(12);
  });

  it('gives a living rival seen nowhere a share of the unseen land, a dead one none', () => {
    const owners = [1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3];
    const s = arranged(map, owners, [], { num_players: 4, fog_of_war: 1 });
    s.players[3]!.alive = false;
    const { land, unseen } = estimateLand(view(s, map, { player_id: 1 }), map);
    // Edge: 2 shows 6, 7, 8, 9 (weight 4); 3 shows nothing (weight 1); 4 is out.
    expect(unseen.slice(1)).toEqual([0, 2.4, 0.6, 0]);
    expect(land[3]).toBeCloseTo(0.6);
  });
});
