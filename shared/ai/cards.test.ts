import { describe, expect, it } from 'vitest';
import { view, type GameOptions, type GameState } from '../engine/index.js';
import { arranged, gridMap } from '../../test/fixtures/engine';
import { bestSet, chooseTurnIn, setWorth } from './cards.js';
import { contextOf } from './context.js';
import type { AiLevel } from './levels.js';

const map = gridMap();
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];

/** Territory cards (deck 0) of one colour, in territory order. */
function cardsOfColor(s: GameState, color: number): number[] {
  const codes: number[] = [];
  for (let t = 1; t <= 12; t++) if (s.card_colors[t << 2] === color) codes.push(t << 2);
  return codes;
}

function withHand(hand: (s: GameState) => number[], o: Partial<GameOptions> = {}, step = 1) {
  const s = arranged(map, OWNERS, new Array(12).fill(3), o, step);
  s.players[0]!.cards = hand(s);
  s.players[0]!.reinforcements = 3;
  return s;
}

const ctx = (s: GameState, level: AiLevel) =>
  contextOf(view(s, map, { player_id: 1 }), map, 1, level, 1);

describe('card sets', () => {
  it('a set is worth its value plus 2 per card territory held', () => {
    const s = withHand((s) => cardsOfColor(s, 1).slice(0, 3));
    const c = ctx(s, 'normal');
    const set = bestSet(c, c.r.view.hand);
    const held = set!.cards.filter((code) => OWNERS[(code >> 2) - 1] === 1).length;
    expect(set!.worth).toBe(4 + 2 * held);
  });

  it('nuclear sets are worth the enemy troops they wipe out, less our own', () => {
    const s = withHand((s) => [...cardsOfColor(s, 1), ...cardsOfColor(s, 2)].slice(0, 3), {
      cards: 4,
    });
    const c = ctx(s, 'hard');
    const expected = s.players[0]!.cards.reduce(
      (sum, code) => sum + (OWNERS[(code >> 2) - 1] === 1 ? -5 : 2),
      0,
    );
    expect(setWorth(c, s.players[0]!.cards.slice(0, 3))).toBe(expected);
  });

  it('normal cashes a set at once; hard holds a small one while nothing presses', () => {
    const s = withHand((s) => cardsOfColor(s, 1).slice(0, 3));
    expect(chooseTurnIn(ctx(s, 'normal'), false)).toMatchObject({ type: 'turn-in-cards' });
    s.players[0]!.reinforcements = 10;
    expect(chooseTurnIn(ctx(s, 'hard'), false)).toBeNull();
  });

  it('anyone turns in with a full hand or when forced', () => {
    const s = withHand((s) => [
      ...cardsOfColor(s, 1).slice(0, 3),
      ...cardsOfColor(s, 2).slice(0, 2),
    ]);
    s.players[0]!.reinforcements = 10;
    expect(chooseTurnIn(ctx(s, 'hard'), false)).toMatchObject({ type: 'turn-in-cards' });
    s.players[0]!.cards = cardsOfColor(s, 1).slice(0, 3);
    expect(chooseTurnIn(ctx(s, 'hard'), true)).toMatchObject({ type: 'turn-in-cards' });
  });
});
