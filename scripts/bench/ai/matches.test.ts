/** When a benchmark game is decided for the seat (or team) under test before it ends. */
import { describe, expect, it } from 'vitest';
import { gridMap, startedGame } from '../../../test/fixtures/engine';
import { heroOut } from './matches.js';

const map = gridMap();

describe('heroOut', () => {
  it('holds once the seat under test is out, whoever is still playing', () => {
    const s = structuredClone(startedGame({ num_players: 3 }, map, 1).state);
    expect(heroOut(s, 2, 0)).toBe(false);
    s.players[0]!.alive = false;
    expect(heroOut(s, 2, 0)).toBe(false);
    s.players[1]!.alive = false;
    expect(heroOut(s, 2, 0)).toBe(true);
  });

  it('in team games, once every seat of the team under test is out', () => {
    const s = structuredClone(startedGame({ num_players: 4, players_per_team: 2 }, map, 1).state);
    const team = s.players[0]!.team;
    const mates = s.players.filter((p) => p.team === team);
    expect(mates).toHaveLength(2);
    mates[0]!.alive = false;
    expect(heroOut(s, 0, team)).toBe(false);
    mates[1]!.alive = false;
    expect(heroOut(s, 0, team)).toBe(true);
  });
});
