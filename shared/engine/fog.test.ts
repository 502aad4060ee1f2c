import { describe, expect, it } from 'vitest';
import { makeEvent } from './events.js';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { filterEvents, view, visibility } from './fog.js';
import type { GameState } from './types.js';

const map = gridMap();

function fogged(o = {}): GameState {
  const s: GameState = structuredClone(
    startedGame({ num_players: 3, fog_of_war: 1, game_type: 2, ...o }, map, 4).state,
  );
  // Grid 1 2 3 4 / 5 6 7 8 / 9 10 11 12: player 1 holds 1, player 2 holds 12, the rest is player 3's.
  s.territories = s.territories.map((_, i) => ({
    player_id: i === 0 ? 1 : i === 11 ? 2 : 3,
    troops: i + 1,
  }));
  s.players[0]!.cards = [4, 8];
  s.players[1]!.cards = [12];
  return s;
}

describe('view', () => {
  it('a player sees its own territories and their neighbours only', () => {
    const s = fogged();
    const v = view(s, map, { player_id: 1 });
    const seen = v.territories.map((t) => t.player_id !== null);
    expect(seen).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(v.territories[2]).toEqual({ player_id: null, troops: null });
    expect(v.territories[1]).toEqual({ player_id: 3, troops: 2 });
  });

  it('hides other hands (a count), targets, missions, the deck order and the generator', () => {
    const s = fogged();
    const v = view(s, map, { player_id: 1 });
    expect(v.players[0]!.cards).toEqual([4, 8]);
    expect(v.players[1]!.cards).toBe(1);
    expect(v.players[0]!.target).toBe(s.players[0]!.target);
    expect(v.players[1]!.target).toBeNull();
    expect(v.deck).toBe(s.deck.length);
    expect(v.rng).toBeNull();
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
  });

  it('spectators see nothing under fog; everyone sees everything after the end or without fog', () => {
    const s = fogged();
    expect(view(s, map, null).territories.every((t) => t.player_id === null)).toBe(true);
    expect(
      view({ ...s, status: 3 }, map, null).territories.every((t) => t.player_id !== null),
    ).toBe(true);
    const clear = fogged({ fog_of_war: 0 });
    expect(view(clear, map, null).territories.every((t) => t.troops !== null)).toBe(true);
    expect(view(clear, map, null).players[0]!.cards).toBe(2);
  });

  it('team-mates share sight', () => {
    const s = fogged({ num_players: 4, players_per_team: 2, join_manner: 1 });
    s.territories[11] = { player_id: 2, troops: 1 };
    expect(s.players[1]!.team).toBe(s.players[0]!.team);
    const seen = visibility(s, map, { player_id: 1 });
    expect(seen[11]).toBe(true);
    expect(seen[10]).toBe(true);
    expect(seen[7]).toBe(true);
  });

  it('does not alias the state', () => {
    const s = fogged();
    const v = view(s, map, { player_id: 1 });
    (v.players[0]!.cards as number[]).push(99);
    expect(s.players[0]!.cards).toEqual([4, 8]);
  });
});

describe('filterEvents', () => {
  it("drops map events out of sight and masks others' unseen cards", () => {
    const s = fogged();
    const seen = visibility(s, map, { player_id: 1 });
    const events = [
      makeEvent(0, 0, 2),
      makeEvent(3, 3, 2, 5),
      makeEvent(3, 3, 7, 5),
      makeEvent(4, 3, 6, 2, 1, 0),
      makeEvent(4, 3, 7, 8, 1, 0),
      makeEvent(2, 3, 2 << 2, 7 << 2, 0, 4),
      makeEvent(2, 1, 7 << 2, 8 << 2, 0, 4),
      makeEvent(10, 0, 11, 1),
    ];
    const out = filterEvents(events, seen, { player_id: 1 });
    expect(out).toEqual([
      makeEvent(0, 0, 2),
      makeEvent(3, 3, 2, 5),
      makeEvent(4, 3, 6, 2, 1, 0),
      makeEvent(2, 3, 2 << 2, 0, 0, 4),
      makeEvent(2, 1, 7 << 2, 8 << 2, 0, 4),
    ]);
  });
});
