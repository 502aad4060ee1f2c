import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { cardCode } from './cards.js';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import type { GameOptions } from './options.js';
import type { Action, GameState } from './types.js';

const map = gridMap();

/**
 * 3 players; player 1 (on turn, step 3) can take territory 6, the last of player 2.
 * Player 1 holds `mine` cards, player 2 holds `theirs`; all of colour 1 so any three make a set.
 */
function setup(mine: number, theirs: number, o: Partial<GameOptions> = {}): GameState {
  const s: GameState = structuredClone(startedGame({ num_players: 3, ...o }, map, 7).state);
  const owners = [1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 3];
  s.territories = owners.map((player_id, i) => ({ player_id, troops: i === 1 ? 40 : 1 }));
  const turn = s.turns[0]!;
  turn.player_id = 1;
  turn.step = 3;
  const codes = [1, 2, 3, 4, 5, 7, 8, 9].map((t) => cardCode(t, 0));
  s.card_colors = s.card_colors.slice();
  codes.forEach((c) => (s.card_colors[c] = 1));
  s.deck = s.deck.filter((c) => !codes.includes(c));
  s.players[0]!.cards = codes.slice(0, mine);
  s.players[1]!.cards = codes.slice(mine, mine + theirs);
  return s;
}

function eliminate(s: GameState): GameState {
  const a = must(
    s,
    { type: 'attack', player_id: 1, territory_from: 2, territory_to: 6, num_attacks: 200 },
    map,
  );
  const move: Action = {
    type: 'move-troops',
    player_id: 1,
    num_troops: 3,
    expected_terr_from: 2,
    expected_terr_to: 6,
  };
  const r = must(a.state, move, map);
  expect(r.events.map((e) => e.type)).toEqual([6, 8]);
  return r.state;
}

const code = (s: GameState, action: Action): string => {
  const r = apply(s, action, { map, now: T0 });
  return r.ok ? 'ok' : r.error.code;
};

describe("taking an eliminated player's cards", () => {
  it('6 or more cards: turn in until under 5 before anything else', () => {
    let s = eliminate(setup(3, 3));
    const hand = s.players[0]!.cards;
    expect(hand).toHaveLength(6);
    expect(s.turns[0]!.forced_turn_in).toBe(true);
    const attack: Action = {
      type: 'attack',
      player_id: 1,
      territory_from: 5,
      territory_to: 9,
      num_attacks: 1,
    };
    expect(code(s, attack)).toBe('mustTurnIn');
    expect(code(s, { type: 'end-turn', player_id: 1, expected_id: s.turns[0]!.turn_id })).toBe(
      'mustTurnIn',
    );
    expect(code(s, { type: 'advance-phase', player_id: 1, from_step: 3 })).toBe('mustTurnIn');
    s = must(s, { type: 'turn-in-cards', player_id: 1, cards: hand.slice(0, 3) }, map).state;
    expect(s.turns[0]!.forced_turn_in).toBe(false);
    expect(s.turns[0]!.step).toBe(2);
    expect(s.players[0]!.reinforcements).toBe(4);
  });

  it('cards_advanced: turn in at once after an elimination, whatever the hand size', () => {
    const plain = eliminate(setup(1, 3));
    const hand = plain.players[0]!.cards.slice(0, 3);
    expect(code(plain, { type: 'turn-in-cards', player_id: 1, cards: hand })).toBe('wrongStep');
    const advanced = eliminate(setup(1, 3, { cards_advanced: 1 }));
    expect(code(advanced, { type: 'turn-in-cards', player_id: 1, cards: hand })).toBe('ok');
  });
});
