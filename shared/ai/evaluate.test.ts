import { describe, expect, it } from 'vitest';
import { view } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { conquestValue, fightCost } from './evaluate.js';

const map = gridMap();
// Player 1 holds row 1 and 5, 6, 7; player 2 holds 8 and row 3.
const OWNERS = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2];

function ctx(owners = OWNERS, players = 2) {
  const s = arranged(map, owners, [], { num_players: players });
  return contextOf(view(s, map, { player_id: 1 }), map, 1, 'normal', 1);
}

describe('conquestValue', () => {
  it('the territory completing a region is worth more than another', () => {
    const c = ctx();
    expect(conquestValue(c, 8, new Set())).toBeGreaterThan(conquestValue(c, 9, new Set()) + 3);
  });

  it('the first conquest of a turn earns a card', () => {
    const c = ctx();
    const first = conquestValue(c, 9, new Set());
    const second = conquestValue(c, 9, new Set([10]));
    expect(first - second).toBeGreaterThan(c.cardWorth - 1);
  });

  it('breaking an enemy region counts once per chain', () => {
    const c = ctx();
    const alone = conquestValue(c, 9, new Set([8]));
    const broken = conquestValue(c, 10, new Set([8, 9]));
    expect(alone).toBeGreaterThan(broken);
  });

  it('hard counts a conquest left facing another enemy as two troops lost, halved against two enemies', () => {
    // Three players: 8 (player 2's) borders 12 (player 3's), so taking it leaves a thin trail.
    const owners = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3];
    const v = view(arranged(map, owners, [], { num_players: 3 }), map, { player_id: 1 });
    const hard = contextOf(v, map, 1, 'hard', 1);
    const normal = contextOf(v, map, 1, 'normal', 1);
    expect(hard.tradeWeight).toBe(0.5);
    const worth = (c: typeof hard) => conquestValue(c, 8, new Set());
    expect(worth(normal) - worth(hard)).toBeCloseTo(1);
  });
});

describe('fightCost', () => {
  it('weighs enemy losses fully against a lone enemy, not for neutrals', () => {
    const c = ctx();
    expect(c.tradeWeight).toBe(1);
    const odds = { expectedAttackerLosses: 3, expectedDefenderLosses: 2 };
    expect(fightCost(c, odds, 2)).toBe(1);
    expect(fightCost(c, odds, 0)).toBe(3);
  });
});

describe('team play', () => {
  it('hard values relieving a team-mate the enemy outnumbers', () => {
    // Four players in two teams: 1 and 3 against 2 and 4. 3 holds 12, outnumbered by 8 and 11.
    const owners = [1, 1, 1, 1, 1, 1, 1, 2, 4, 4, 2, 3];
    const troops = [3, 3, 3, 3, 3, 3, 3, 9, 3, 3, 9, 1];
    const s = arranged(map, owners, troops, { num_players: 4, players_per_team: 2 });
    s.players.forEach((p, i) => (p.team = (i % 2) + 1));
    const v = view(s, map, { player_id: 1 });
    const hard = contextOf(v, map, 1, 'hard', 1);
    const normal = contextOf(v, map, 1, 'normal', 1);
    const bonus = (c: typeof hard) => conquestValue(c, 8, new Set([7]));
    expect(bonus(hard) - bonus(normal)).toBeGreaterThanOrEqual(1);
  });
});
