import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { cardCode } from './cards.js';
import { EVENT_TYPES } from './events.js';
import { T0, gridMap, must, startedGame } from './fixtures.js';
import type { GameOptions } from './options.js';
import type { Action, GameState } from './types.js';

const map = gridMap();

/** A started 2-player game (current player = 1) arranged by owner and troop lists. */
function arranged(
  owners: number[],
  troops: number[],
  o: Partial<GameOptions> = {},
  step = 3,
): GameState {
  const s: GameState = structuredClone(startedGame({ num_players: 2, ...o }, map, 2).state);
  s.territories = owners.map((player_id, i) => ({ player_id, troops: troops[i] ?? 1 }));
  const turn = s.turns[0]!;
  turn.player_id = 1;
  turn.user_id = s.players[0]!.user_id;
  turn.step = step as never;
  s.order = [1, 2];
  s.order_pos = 0;
  return s;
}

// Grid: 1 2 3 4 / 5 6 7 8 / 9 10 11 12. Player 1 holds the top row and 5, player 2 the rest.
const OWNERS = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];
const TROOPS = [10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];

function rejects(s: GameState, action: Action, code: string, now = T0): void {
  const r = apply(s, action, { map, now });
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
}

describe('turn steps', () => {
  it('begin-turn gives the pool and goes to step 2 (no cards) ', () => {
    const s = arranged(OWNERS, TROOPS, {}, 0);
    const r = must(s, { type: 'begin-turn', player_id: 1 }, map);
    expect(r.state.turns[0]?.step).toBe(2);
    // 5 territories -> 3, + top row bonus 2.
    expect(r.state.players[0]?.reinforcements).toBe(5);
    expect(r.state.version).toBe(s.version + 1);
    rejects(r.state, { type: 'begin-turn', player_id: 1 }, 'wrongStep');
  });

  it('only the player on turn acts; rejections leave the state identical', () => {
    const s = arranged(OWNERS, TROOPS, {}, 0);
    const before = JSON.stringify(s);
    rejects(s, { type: 'begin-turn', player_id: 2 }, 'notYourTurn');
    rejects(
      s,
      { type: 'place-troops', player_id: 1, territory: 1, num_troops: 1 },
      'turnNotStarted',
    );
    rejects(s, { type: 'begin-turn', player_id: 7 }, 'noSuchPlayer');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('with 5 cards the turn-in is compulsory; a set adds its value and +2 on owned territories', () => {
    const s = arranged(OWNERS, TROOPS, {}, 0);
    const codes = [cardCode(1, 0), cardCode(2, 0), cardCode(6, 0), cardCode(7, 0), cardCode(8, 0)];
    const colors = s.card_colors.slice();
    [1, 1, 1, 2, 3].forEach((c, i) => (colors[codes[i]!] = c));
    s.card_colors = colors;
    s.players[0]!.cards = codes.slice();
    s.deck = s.deck.filter((c) => !codes.includes(c));
    let r = must(s, { type: 'begin-turn', player_id: 1 }, map);
    expect(r.state.turns[0]?.step).toBe(1);
    rejects(r.state, { type: 'advance-phase', player_id: 1, from_step: 1 }, 'mustTurnIn');
    rejects(
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: codes.slice(0, 2) },
      'cardCount',
    );
    rejects(
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: [codes[0]!, codes[1]!, cardCode(3, 0)] },
      'cardNotOwned',
    );
    rejects(
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: [codes[0]!, codes[1]!, codes[3]!] },
      'invalidSet',
    );
    r = must(
      r.state,
      { type: 'turn-in-cards', player_id: 1, cards: [codes[0]!, codes[1]!, codes[2]!] },
      map,
    );
    expect(r.events).toEqual([
      {
        type: EVENT_TYPES.CARDS,
        player_id: 1,
        param1: codes[0],
        param2: codes[1],
        param3: codes[2],
        param4: 4,
      },
    ]);
    expect(r.state.players[0]?.reinforcements).toBe(5 + 4);
    expect(r.state.territories[0]?.troops).toBe(12); // territory 1 owned: +2
    expect(r.state.territories[1]?.troops).toBe(3); // territory 2 owned: +2
    expect(r.state.territories[5]?.troops).toBe(1); // territory 6 is the enemy's
    expect(r.state.sets_turned_in).toBe(1);
    r = must(r.state, { type: 'advance-phase', player_id: 1, from_step: 1 }, map);
    expect(r.state.turns[0]?.step).toBe(2);
    // Two cards left: nothing to turn in, so no way back to step 1.
    rejects(r.state, { type: 'undo-advance-phase', player_id: 1, from_step: 2 }, 'cannotUndo');
  });

  it('placement: friendly territories, within the pool; advance only when all placed', () => {
    let s = arranged(OWNERS, TROOPS, {}, 0);
    s = must(s, { type: 'begin-turn', player_id: 1 }, map).state;
    rejects(s, { type: 'place-troops', player_id: 1, territory: 6, num_troops: 1 }, 'notFriendly');
    rejects(
      s,
      { type: 'place-troops', player_id: 1, territory: 13, num_troops: 1 },
      'badTerritory',
    );
    rejects(
      s,
      { type: 'place-troops', player_id: 1, territory: 1, num_troops: 6 },
      'notEnoughTroops',
    );
    rejects(s, { type: 'place-troops', player_id: 1, territory: 1, num_troops: 0 }, 'badTroops');
    rejects(s, { type: 'advance-phase', player_id: 1, from_step: 2 }, 'mustPlaceAll');
    rejects(s, { type: 'advance-phase', player_id: 1, from_step: 3 }, 'staleStep');
    const r = must(s, { type: 'place-troops', player_id: 1, territory: 5, num_troops: 5 }, map);
    expect(r.events).toEqual([
      { type: 3, player_id: 1, param1: 5, param2: 5, param3: 0, param4: 0 },
    ]);
    expect(
      must(r.state, { type: 'advance-phase', player_id: 1, from_step: 2 }, map).state.turns[0]
        ?.step,
    ).toBe(3);
  });

  it('attack checks, conquest, the forced move and the card at the end of the turn', () => {
    const s = arranged(OWNERS, [1, 50, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    rejects(
      s,
      { type: 'attack', player_id: 1, territory_from: 1, territory_to: 6, num_attacks: 1 },
      'tooFewTroops',
    );
    rejects(
      s,
      { type: 'attack', player_id: 1, territory_from: 6, territory_to: 7, num_attacks: 1 },
      'notOwnSource',
    );
    rejects(
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 3, num_attacks: 1 },
      'ownTarget',
    );
    rejects(
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 7, num_attacks: 1 },
      'notAdjacent',
    );
    rejects(
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 6, num_attacks: 0 },
      'badAttacks',
    );
    let r = must(
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 6, num_attacks: 100 },
      map,
    );
    const [atk, conquer] = r.events;
    expect(atk?.type).toBe(EVENT_TYPES.ATTACK);
    expect(atk?.param4).toBe(1);
    expect(conquer).toEqual({ type: 5, player_id: 1, param1: 2, param2: 6, param3: 0, param4: 2 });
    const turn = r.state.turns[0]!;
    expect(turn.step).toBe(4);
    expect(r.state.territories[5]).toEqual({ player_id: 1, troops: 0 });
    const max = r.state.territories[1]!.troops - 1;
    const move = (n: number, from = 2, to = 6): Action => ({
      type: 'move-troops',
      player_id: 1,
      num_troops: n,
      expected_terr_from: from,
      expected_terr_to: to,
    });
    rejects(r.state, move(turn.min_move - 1), 'badTroops');
    rejects(r.state, move(max + 1), 'badTroops');
    rejects(r.state, move(3, 1, 6), 'staleMove');
    rejects(r.state, { type: 'end-turn', player_id: 1, expected_id: turn.turn_id }, 'wrongStep');
    r = must(r.state, move(max), map);
    expect(r.events).toEqual([
      { type: 6, player_id: 1, param1: 2, param2: 6, param3: max, param4: 0 },
    ]);
    expect(r.state.turns[0]?.step).toBe(3);
    rejects(
      r.state,
      { type: 'end-turn', player_id: 1, expected_id: turn.turn_id + 1 },
      'staleTurn',
    );
    const cards = r.state.players[0]!.cards.length;
    r = must(r.state, { type: 'end-turn', player_id: 1, expected_id: turn.turn_id }, map);
    expect(r.state.players[0]!.cards.length).toBe(cards + 1);
    expect(r.events.map((e) => e.type)).toEqual([EVENT_TYPES.TURN_END, EVENT_TYPES.TURN_START]);
    expect(r.state.turns[0]?.player_id).toBe(2);
  });

  it('eliminating the last enemy ends the game (events 8 then 12) and takes its cards', () => {
    const owners = [1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 0, 0];
    let s = arranged(owners, [1, 50, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3]);
    s.players[1]!.cards = [cardCode(9, 0)];
    s.deck = s.deck.filter((c) => c !== cardCode(9, 0));
    s = must(
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 6, num_attacks: 100 },
      map,
    ).state;
    const r = must(
      s,
      {
        type: 'move-troops',
        player_id: 1,
        num_troops: 3,
        expected_terr_from: 2,
        expected_terr_to: 6,
      },
      map,
    );
    expect(r.events.map((e) => e.type)).toEqual([6, 8, 12]);
    expect(r.events[1]).toMatchObject({ player_id: 2, param1: 1, param2: 1 });
    expect(r.events[2]).toMatchObject({ param1: 1, param2: 0 });
    expect(r.state.status).toBe(3);
    expect(r.state.winner).toBe(1);
    expect(r.state.players[0]!.cards).toContain(cardCode(9, 0));
    expect(r.state.players[0]!.kills).toBe(1);
    rejects(r.state, { type: 'tick' }, 'notRunning');
  });

  it('fortification modes: adjacent once, chained once, unlimited; undo only before fortifying', () => {
    const owners = [1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2];
    const troops = [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const adj = arranged(owners, troops, { fortification: 1 }, 5);
    rejects(
      adj,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 3, num_troops: 1 },
      'notReachable',
    );
    rejects(
      adj,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 2, num_troops: 5 },
      'badTroops',
    );
    rejects(
      adj,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 5, num_troops: 1 },
      'notFriendly',
    );
    let r = must(
      adj,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 2, num_troops: 2 },
      map,
    );
    expect(r.events).toEqual([
      { type: 6, player_id: 1, param1: 1, param2: 2, param3: 2, param4: 0 },
    ]);
    rejects(
      r.state,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 2, num_troops: 1 },
      'alreadyFortified',
    );
    rejects(r.state, { type: 'undo-advance-phase', player_id: 1, from_step: 5 }, 'cannotUndo');
    const chained = arranged(owners, troops, { fortification: 2 }, 5);
    r = must(
      chained,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 3, num_troops: 4 },
      map,
    );
    expect(r.state.territories[2]?.troops).toBe(5);
    const unlimited = arranged(owners, troops, { fortification: 3 }, 5);
    r = must(
      unlimited,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 3, num_troops: 2 },
      map,
    );
    r = must(
      r.state,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 2, num_troops: 1 },
      map,
    );
    expect(r.state.territories.slice(0, 3).map((t) => t.troops)).toEqual([2, 2, 3]);
    const undo = must(chained, { type: 'undo-advance-phase', player_id: 1, from_step: 5 }, map);
    expect(undo.state.turns[0]?.step).toBe(3);
  });

  it('without fortification, advancing from step 3 ends the turn', () => {
    const s = arranged(OWNERS, TROOPS, { fortification: 0 });
    const r = must(s, { type: 'advance-phase', player_id: 1, from_step: 3 }, map);
    expect(r.state.turns[0]?.player_id).toBe(2);
    expect(r.events[0]).toMatchObject({ type: 7, player_id: 1, param1: 0 });
  });
});
