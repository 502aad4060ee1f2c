import { describe, expect, it } from 'vitest';
import { view, type GameState } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { contextOf } from './context.js';
import { conquestValue } from './evaluate.js';
import { cashesOnKill, likelyTrade } from './hands.js';

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12. Seat 1 holds the top two rows, 3 holds 9-11, 2 holds 12
// under fog. Seat 1 sees every territory (each borders its own).
const map = gridMap();
const OWNERS = [1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 2];
const TROOPS = [3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2];

/** The arranged game with `hands[i]` cards in seat i + 1's hand (codes 1.., whatever they are). */
function game(hands: readonly number[]): GameState {
  const s = arranged(map, OWNERS, TROOPS, { num_players: 3, fog_of_war: 1 });
  let code = 1;
  s.players.forEach((p, i) => {
    p.cards = Array.from({ length: hands[i] ?? 0 }, () => code++);
  });
  return s;
}

const seat1 = (s: GameState) => view(s, map, { player_id: 1 });

describe('hands', () => {
  it('counts a set from a hand of five in full, of four and three in part, of two not at all', () => {
    const v = seat1(game([0, 5, 4]));
    expect(v.card_bonus).toBeGreaterThan(0);
    expect(likelyTrade(v, 2)).toBe(v.card_bonus);
    expect(likelyTrade(v, 3)).toBeCloseTo(0.8 * v.card_bonus, 12);
    expect(likelyTrade(seat1(game([0, 3, 2])), 2)).toBeCloseTo(0.4 * v.card_bonus, 12);
    expect(likelyTrade(seat1(game([0, 3, 2])), 3)).toBe(0);
  });

  it('a kill cashes at once when the cards taken bring the hand to six', () => {
    expect(cashesOnKill(seat1(game([3, 3, 0])), 2)).toBe(true);
    expect(cashesOnKill(seat1(game([2, 3, 0])), 2)).toBe(false);
    expect(cashesOnKill(seat1(game([6, 0, 0])), 2)).toBe(false);
  });
});

describe('a level that reads hands', () => {
  it('adds the likeliest trade next door to a border’s threat, once', () => {
    // 8 faces 12 (seat 2: one troop to strike with), and seat 2 holds five cards.
    const v = seat1(game([0, 5, 0]));
    const hard = contextOf(v, map, 1, 'hard', 1);
    const normal = contextOf(v, map, 1, 'normal', 1);
    expect(normal.r.threat[7]).toBe(1);
    expect(hard.r.threat[7]).toBe(1 + v.card_bonus);
    // 7 faces 11 (seat 3, whose hand is empty).
    expect(hard.r.threat[6]).toBe(normal.r.threat[6]);
  });

  it('values a kill whose cards must be cashed at once by the set’s troops', () => {
    // Seat 2's count shows (no fog), so taking 12 is a certain kill.
    const clear = (hands: number[]) => {
      const s = game(hands);
      s.options.fog_of_war = 0;
      return contextOf(seat1(s), map, 1, 'hard', 1);
    };
    const kill = (hands: number[]) => conquestValue(clear(hands), 12, new Set());
    const c = clear([3, 3, 0]);
    expect(kill([3, 3, 0]) - kill([2, 3, 0])).toBeCloseTo(c.r.view.card_bonus, 12);
  });
});
