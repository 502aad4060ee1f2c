import { describe, expect, it } from 'vitest';
import { view, type GameState } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { goalsOf } from './goals.js';
import { read } from './reading.js';

const map = gridMap();
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];

function goals(s: GameState) {
  return goalsOf(read(view(s, map, { player_id: 1 }), map, 1));
}

describe('goalsOf', () => {
  it('capitals: keep your own, take the enemy empire through its capital', () => {
    const s = arranged(map, OWNERS, [], { game_type: 1 });
    s.players[0]!.capital = 1;
    s.players[1]!.capital = 12;
    const g = goals(s);
    expect(g.hold[0]).toBe(12);
    // 3 + 1.5 per territory of the empire it brings (7).
    expect(g.take[11]).toBe(13.5);
    expect(g.take[10]).toBe(0);
  });

  it('assassination: the target is decisive, its land worth more', () => {
    const s = arranged(map, OWNERS, [], { game_type: 2 });
    s.players[0]!.target = 2;
    const g = goals(s);
    expect(g.kill[2]).toBe(60);
    expect(g.take[5]).toBe(1.5);
  });

  it('king of the hill: the hill is to take, and to keep once held', () => {
    const s = arranged(map, OWNERS, [], { game_type: 7 });
    s.hills = [6];
    expect(goals(s).take[5]).toBe(12);
    s.territories[5]!.player_id = 1;
    expect(goals(s).hold[5]).toBe(12);
  });

  it('secret mission: the mission regions, or land for a holding mission', () => {
    const s = arranged(map, OWNERS, [], { game_type: 5 });
    s.players[0]!.mission = { kind: 1, regions: [3], target: 0, territories: 0 };
    expect(goals(s).take.slice(8)).toEqual([3, 3, 3, 3]);
    s.players[0]!.mission = { kind: 2, regions: [], target: 0, territories: 0 };
    expect(goals(s).perTerritory).toBe(1);
  });

  it('domination values every territory; deathmatch adds nothing', () => {
    expect(goals(arranged(map, OWNERS, [], { game_type: 3 })).perTerritory).toBe(1);
    const plain = goals(arranged(map, OWNERS, []));
    expect(plain.perTerritory + plain.take.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
