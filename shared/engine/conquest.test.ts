import { describe, expect, it } from 'vitest';
import { cardCode } from './cards.js';
import { EVENT_TYPES } from './events.js';
import type { Action } from './types.js';
import { OWNERS, arranged, gridMap, must, rejects } from '../../test/fixtures/engine';

const map = gridMap();

describe('attacks and conquests', () => {
  it('attack checks, conquest, the forced move and the card at the end of the turn', () => {
    const s = arranged(map, OWNERS, [1, 50, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    rejects(
      map,
      s,
      { type: 'attack', player_id: 1, territory_from: 1, territory_to: 6, num_attacks: 1 },
      'tooFewTroops',
    );
    rejects(
      map,
      s,
      { type: 'attack', player_id: 1, territory_from: 6, territory_to: 7, num_attacks: 1 },
      'notOwnSource',
    );
    rejects(
      map,
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 3, num_attacks: 1 },
      'ownTarget',
    );
    rejects(
      map,
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 7, num_attacks: 1 },
      'notAdjacent',
    );
    rejects(
      map,
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
    rejects(map, r.state, move(turn.min_move - 1), 'badTroops');
    rejects(map, r.state, move(max + 1), 'badTroops');
    rejects(map, r.state, move(3, 1, 6), 'staleMove');
    rejects(
      map,
      r.state,
      { type: 'end-turn', player_id: 1, expected_id: turn.turn_id },
      'wrongStep',
    );
    r = must(r.state, move(max), map);
    expect(r.events).toEqual([
      { type: 6, player_id: 1, param1: 2, param2: 6, param3: max, param4: 0 },
    ]);
    expect(r.state.turns[0]?.step).toBe(3);
    rejects(
      map,
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
    let s = arranged(map, owners, [1, 50, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3]);
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
    rejects(map, r.state, { type: 'tick' }, 'notRunning');
  });
});
