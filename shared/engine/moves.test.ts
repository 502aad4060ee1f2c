import { describe, expect, it } from 'vitest';
import { OWNERS, TROOPS, arranged, gridMap, must, rejects } from '../../test/fixtures/engine';

const map = gridMap();

describe('placing and fortifying', () => {
  it('placement: friendly territories, within the pool; advance only when all placed', () => {
    let s = arranged(map, OWNERS, TROOPS, {}, 0);
    s = must(s, { type: 'begin-turn', player_id: 1 }, map).state;
    rejects(
      map,
      s,
      { type: 'place-troops', player_id: 1, territory: 6, num_troops: 1 },
      'notFriendly',
    );
    rejects(
      map,
      s,
      { type: 'place-troops', player_id: 1, territory: 13, num_troops: 1 },
      'badTerritory',
    );
    rejects(
      map,
      s,
      { type: 'place-troops', player_id: 1, territory: 1, num_troops: 6 },
      'notEnoughTroops',
    );
    rejects(
      map,
      s,
      { type: 'place-troops', player_id: 1, territory: 1, num_troops: 0 },
      'badTroops',
    );
    rejects(map, s, { type: 'advance-phase', player_id: 1, from_step: 2 }, 'mustPlaceAll');
    rejects(map, s, { type: 'advance-phase', player_id: 1, from_step: 3 }, 'staleStep');
    const r = must(s, { type: 'place-troops', player_id: 1, territory: 5, num_troops: 5 }, map);
    expect(r.events).toEqual([
      { type: 3, player_id: 1, param1: 5, param2: 5, param3: 0, param4: 0 },
    ]);
    expect(
      must(r.state, { type: 'advance-phase', player_id: 1, from_step: 2 }, map).state.turns[0]
        ?.step,
    ).toBe(3);
  });

  it('fortification modes: adjacent once, chained once, unlimited; undo only before fortifying', () => {
    const owners = [1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2];
    const troops = [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const adj = arranged(map, owners, troops, { fortification: 1 }, 5);
    rejects(
      map,
      adj,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 3, num_troops: 1 },
      'notReachable',
    );
    rejects(
      map,
      adj,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 2, num_troops: 5 },
      'badTroops',
    );
    rejects(
      map,
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
      map,
      r.state,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 2, num_troops: 1 },
      'alreadyFortified',
    );
    rejects(map, r.state, { type: 'undo-advance-phase', player_id: 1, from_step: 5 }, 'cannotUndo');
    const chained = arranged(map, owners, troops, { fortification: 2 }, 5);
    r = must(
      chained,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 3, num_troops: 4 },
      map,
    );
    expect(r.state.territories[2]?.troops).toBe(5);
    const unlimited = arranged(map, owners, troops, { fortification: 3 }, 5);
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
});
