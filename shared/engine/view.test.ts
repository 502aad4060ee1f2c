import { describe, expect, it } from 'vitest';
import { makeEvent } from './events.js';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { filterEvents, sightOf, view, visibility } from './view.js';
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
    expect(v.hand.map((card) => card.code)).toEqual([4, 8]);
    expect(v.players.map((p) => p.cards)).toEqual([2, 1, 0]);
    expect(v.secret?.target).toBe(s.players[0]!.target);
    expect(view(s, map, null).secret).toBeNull();
    expect(view(s, map, null).hand).toEqual([]);
    expect(v.deck).toBe(s.deck.length);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
    expect(JSON.stringify(v)).not.toContain('last_defender');
  });

  it("under fog hides the other sides' counts, their reinforcements and their dice", () => {
    const s = fogged();
    s.players[1]!.reinforcements = 7;
    s.attacker_rolls = [6, 5, 1];
    s.defender_rolls = [4, 2];
    s.last_attacker = 2;
    const mine = view(s, map, { player_id: 1 });
    expect(mine.players[0]).toMatchObject({ territories: 1, troops: 1 });
    expect(mine.players[1]).toMatchObject({
      territories: null,
      troops: null,
      reinforcements: null,
    });
    expect(mine.dice).toBeNull();
    expect(view(s, map, null).dice).toBeNull();
    expect(view(s, map, { player_id: 2 }).dice).toEqual({ attacker: [6, 5, 1], defender: [4, 2] });
    expect(view(s, map, { player_id: 2 }).players[1]!.reinforcements).toBe(7);
    const clear = { ...s, options: { ...s.options, fog_of_war: 0 as const } };
    expect(view(clear, map, null).players[1]).toMatchObject({ territories: 1, reinforcements: 7 });
    expect(view(clear, map, null).dice).not.toBeNull();
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
    expect(view(clear, map, null).viewer).toBe(0);
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

  it('shows a player out from the conquest of its last territory, before the move settles it', () => {
    const s = fogged();
    s.territories[11] = { player_id: 1, troops: 1 };
    expect(s.players[1]!.alive).toBe(true);
    for (const viewer of [{ player_id: 1 }, { player_id: 3 }, null]) {
      expect(view(s, map, viewer).players[1]!.alive).toBe(false);
      expect(view(s, map, viewer).players[2]!.alive).toBe(true);
    }
  });

  it('shows exactly what its sight shows: the one decision behind the view and the room', () => {
    const s = fogged();
    s.attacker_rolls = [6, 5];
    s.defender_rolls = [4];
    s.last_attacker = 2;
    s.turns[0]!.last_conquer = { from: 11, to: 12 };
    for (const viewer of [{ player_id: 1 }, { player_id: 2 }, null]) {
      const sight = sightOf(s, map, viewer);
      const v = view(s, map, viewer);
      expect(sight.territories).toEqual(v.territories.map((t) => t.player_id !== null));
      expect(sight.counts).toEqual(v.players.map((p) => p.territories !== null));
      expect(sight.conquests).toEqual(v.turns.map((t) => t.last_conquer !== null));
      expect(sight.dice).toBe(v.dice !== null);
      expect(sight.seat).toBe(v.secret === null ? 0 : v.viewer);
    }
    // Player 2 holds 12 and sees 11 beside it; player 1, in the far corner, sees neither end.
    expect(sightOf(s, map, { player_id: 2 })).toMatchObject({ conquests: [true], dice: true });
    expect(sightOf(s, map, { player_id: 1 })).toMatchObject({ conquests: [false], dice: false });
  });

  it('does not alias the state', () => {
    const s = fogged();
    const v = view(s, map, { player_id: 1 });
    v.hand.push(v.hand[0]!);
    v.hills.push(99);
    v.secret!.mission = null;
    expect(s.players[0]!.cards).toEqual([4, 8]);
    expect(s.hills).not.toContain(99);
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
