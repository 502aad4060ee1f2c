import { describe, expect, it } from 'vitest';
import { STEPS, view, type GameState } from '../../../../shared/engine';
import { gridMap, must, startedGame } from '../../../../test/fixtures/engine';
import { cardStepIsOver } from './CardsDialog';

const map = gridMap();

/** Seat 1 in its card step holding `colors` (one card per colour given, 0 = wild). */
function inCardStep(colors: number[]): GameState {
  const { state } = startedGame({ num_players: 2, cards: 1 }, map, 3);
  const seat = state.turns[0]!.player_id;
  const s = structuredClone(must(state, { type: 'begin-turn', player_id: seat }, map).state);
  s.turns[0]!.step = STEPS.cards;
  s.players[seat - 1]!.cards = colors.map((_, i) => i + 1);
  colors.forEach((color, i) => (s.card_colors[i + 1] = color));
  return s;
}

describe('the card step after a turn-in', () => {
  it('is over when no set is left and none is forced', () => {
    const s = inCardStep([1, 2]);
    const seat = s.turns[0]!.player_id;
    expect(cardStepIsOver(view(s, map, { player_id: seat }), seat)).toBe(true);
  });

  it('goes on while a set remains, or while five cards force a turn-in', () => {
    const set = inCardStep([1, 1, 1]);
    const seat = set.turns[0]!.player_id;
    expect(cardStepIsOver(view(set, map, { player_id: seat }), seat)).toBe(false);
    const five = inCardStep([1, 1, 2, 2, 3]);
    expect(cardStepIsOver(view(five, map, { player_id: seat }), seat)).toBe(false);
  });
});
