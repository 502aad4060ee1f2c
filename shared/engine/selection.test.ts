import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { chooseAction } from './bot.js';
import { T0, gridMap, playRandomGame, startedGame } from '../../test/fixtures/engine';
import {
  attackSources,
  attackTargets,
  fortifySources,
  fortifyTargetsFrom,
  placementTerritories,
  troopBounds,
  validSources,
  validTargets,
} from './selection.js';
import type { GameState } from './types.js';

const map = gridMap();

function arranged(step: number, o = {}): GameState {
  const s: GameState = structuredClone(startedGame({ num_players: 2, ...o }, map, 2).state);
  // 1 1 1 2 / 1 2 2 2 / 1 1 2 2 with troops: 4 1 3 1 / 2 5 1 1 / 1 3 1 1
  const owners = [1, 1, 1, 2, 1, 2, 2, 2, 1, 1, 2, 2];
  const troops = [4, 1, 3, 1, 2, 5, 1, 1, 1, 3, 1, 1];
  s.territories = owners.map((player_id, i) => ({ player_id, troops: troops[i]! }));
  const turn = s.turns[0]!;
  turn.player_id = 1;
  turn.step = step as never;
  s.players[0]!.reinforcements = step === 2 ? 4 : 0;
  return s;
}

describe('selection', () => {
  it('step 2: friendly territories, 1..pool troops', () => {
    const s = arranged(2);
    expect(placementTerritories(s, 1)).toEqual([1, 2, 3, 5, 9, 10]);
    expect(validSources(s, map, 1)).toEqual([1, 2, 3, 5, 9, 10]);
    expect(troopBounds(s, 1)).toEqual({ min: 1, max: 4 });
  });

  it('step 3: sources with more than 1 troop and an enemy neighbour; adjacent enemy targets', () => {
    const s = arranged(3);
    // 1 (4 troops) touches only own 2 and 5: fully surrounded by own territories.
    expect(attackSources(s, map, 1)).toEqual([3, 5, 10]);
    expect(attackTargets(s, map, 1, 3)).toEqual([4, 7]);
    expect(attackTargets(s, map, 1, 1)).toEqual([]);
    expect(validTargets(s, map, 1, 10)).toEqual([6, 11]);
    expect(validSources(s, map, 2)).toEqual([]);
  });

  it('step 5: by fortification mode', () => {
    const adjacent = arranged(5, { fortification: 1 });
    expect(fortifySources(adjacent, map, 1)).toEqual([1, 3, 5, 10]);
    expect(fortifyTargetsFrom(adjacent, map, 1, 1)).toEqual([2, 5]);
    const chained = arranged(5, { fortification: 2 });
    expect(fortifyTargetsFrom(chained, map, 1, 1)).toEqual([2, 3, 5, 9, 10]);
    expect(troopBounds(chained, 1, 1)).toEqual({ min: 1, max: 3 });
    const none = arranged(5, { fortification: 0 });
    expect(fortifySources(none, map, 1)).toEqual([]);
  });

  // V20: the step-4 move after a conquest: at least the last roll's dice, at most all but one.
  it('V20 step 4: from the last roll’s dice to all but one, and never more than there is', () => {
    const s = arranged(4);
    const turn = s.turns[0]!;
    turn.last_conquer = { from: 3, to: 4 };
    turn.min_move = 3;
    s.territories[2] = { player_id: 1, troops: 6 };
    expect(troopBounds(s, 1)).toEqual({ min: 3, max: 5 });
    s.territories[2] = { player_id: 1, troops: 3 };
    expect(troopBounds(s, 1)).toEqual({ min: 2, max: 2 });
  });

  it('every highlighted pick is accepted by apply', () => {
    const s = arranged(3);
    for (const from of validSources(s, map, 1)) {
      for (const to of validTargets(s, map, 1, from)) {
        const r = apply(
          s,
          { type: 'attack', player_id: 1, territory_from: from, territory_to: to, num_attacks: 1 },
          { map, now: T0 },
        );
        expect(r.ok).toBe(true);
      }
    }
  });
});

describe('bot', () => {
  it('only chooses legal actions and finishes games', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = startedGame(
        {
          num_players: 3,
          turn_order: (seed % 3) as 0 | 1 | 2,
          cards: (seed % 5) as 0 | 1 | 2 | 3 | 4,
        },
        map,
        seed,
      );
      const r = playRandomGame(state, map, seed, 5000);
      expect(r.state.status).toBe(3);
    }
  });

  it('returns null for a player without a turn', () => {
    const { state } = startedGame({ num_players: 3 }, map, 1);
    const idle = [1, 2, 3].find((id) => !state.turns.some((t) => t.player_id === id))!;
    expect(chooseAction(state, map, idle, 1)).toBeNull();
  });
});
