import { describe, expect, it } from 'vitest';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import {
  capitalsHeld,
  regionBonuses,
  reinforcementFormula,
  reinforcementsFor,
  territoryReinforcements,
} from './reinforcements.js';
import type { GameState } from './types.js';

// max(3, floor(t / 3)) for t = 1..60, written out (the oracle, not the formula again).
const BASE = [
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 10,
  11, 11, 11, 12, 12, 12, 13, 13, 13, 14, 14, 14, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18,
  19, 19, 19, 20,
];

describe('reinforcements', () => {
  it('territory part for 1..60 territories', () => {
    for (let t = 1; t <= 60; t++) expect(territoryReinforcements(t), `t=${t}`).toBe(BASE[t - 1]);
  });

  it('adds region bonuses and 2 per capital for 1..60 territories', () => {
    for (let t = 1; t <= 60; t++) {
      const base = BASE[t - 1] as number;
      expect(reinforcementFormula(t, 0, 0)).toBe(base);
      expect(reinforcementFormula(t, 7, 0)).toBe(base + 7);
      expect(reinforcementFormula(t, 0, 1)).toBe(base + 2);
      expect(reinforcementFormula(t, 5, 3)).toBe(base + 11);
    }
  });

  it('counts held regions and capitals on a real state', () => {
    const map = gridMap();
    const { state } = startedGame({ num_players: 2, game_type: 1 }, map, 3);
    const s: GameState = structuredClone(state);
    // Player 1 takes row 2 (bonus 3) and both capitals (1 and 12): 6 territories.
    for (const id of [5, 6, 7, 8, 1, 12]) s.territories[id - 1] = { player_id: 1, troops: 3 };
    for (let i = 0; i < 12; i++)
      if (![5, 6, 7, 8, 1, 12].includes(i + 1)) s.territories[i] = { player_id: 2, troops: 3 };
    s.players.forEach((p, i) => (p.capital = i === 0 ? 1 : 12));
    expect(regionBonuses(s, map, 1)).toBe(3);
    expect(capitalsHeld(s, 1)).toBe(2);
    expect(reinforcementsFor(s, map, 1)).toBe(3 + 3 + 4);
    expect(reinforcementsFor(s, map, 2)).toBe(3);
  });

  it('capitals give nothing outside capital games', () => {
    const map = gridMap();
    const { state } = startedGame({ num_players: 2, game_type: 0 }, map, 3);
    const s: GameState = structuredClone(state);
    s.players[0]!.capital = 1;
    s.territories[0] = { player_id: 1, troops: 3 };
    expect(capitalsHeld(s, 1)).toBe(0);
  });
});
