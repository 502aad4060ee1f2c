import { describe, expect, it } from 'vitest';
import { cloneState } from './clone.js';
import { gridMap, playRandomGame, startedGame } from '../../test/fixtures/engine';

describe('cloneState', () => {
  it('equals structuredClone on states from every phase, and shares nothing mutable', () => {
    const map = gridMap();
    const { state } = startedGame({ num_players: 3, game_type: 5 }, map, 3);
    playRandomGame(state, map, 3, 300, ({ before }) => {
      const copy = cloneState(before);
      expect(copy).toEqual(structuredClone(before));
      expect(Object.keys(copy).sort()).toEqual(Object.keys(before).sort());
      copy.players[0]?.cards.push(1);
      copy.territories[0]!.troops += 1;
      if (copy.turns[0]) copy.turns[0].step = 5;
      expect(before).not.toEqual(copy);
    });
  });
});
