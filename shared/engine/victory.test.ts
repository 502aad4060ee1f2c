import { describe, expect, it } from 'vitest';
import { dominationTarget } from '../constants.js';
import { apply } from './apply.js';
import { cardCode } from './cards.js';
import { EVENT_TYPES } from './events.js';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import type { GameOptions } from './options.js';
import { standings } from './victory.js';
import type { GameState } from './types.js';

const map = gridMap();

/** A started game arranged by owners/troops, player 1 on turn in `step`. */
function arranged(
  o: Partial<GameOptions>,
  owners: number[],
  troops: number[],
  step = 3,
): GameState {
  const s: GameState = structuredClone(startedGame({ num_players: 2, ...o }, map, 11).state);
  s.territories = owners.map((player_id, i) => ({ player_id, troops: troops[i] ?? 1 }));
  const turn = s.turns[0]!;
  turn.player_id = 1;
  turn.user_id = s.players[0]!.user_id;
  turn.step = step as never;
  s.players.forEach((p) => (p.last_turn_id = 0));
  s.players[0]!.last_turn_id = turn.turn_id;
  s.order = s.players.map((p) => p.player_id);
  s.order_pos = 0;
  return s;
}

function conquer(s: GameState, from: number, to: number, moveAll = false): ReturnType<typeof must> {
  const a = must(
    s,
    { type: 'attack', player_id: 1, territory_from: from, territory_to: to, num_attacks: 200 },
    map,
  );
  const max = a.state.territories[from - 1]!.troops - 1;
  const n = moveAll ? max : a.state.turns[0]!.min_move;
  const m = must(
    a.state,
    {
      type: 'move-troops',
      player_id: 1,
      num_troops: n,
      expected_terr_from: from,
      expected_terr_to: to,
    },
    map,
  );
  return { ...m, events: [...a.events, ...m.events] };
}

describe('domination target (spec §9)', () => {
  it('2-9 players on 42 and 120 territories', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((p) => dominationTarget(p, 42))).toEqual([
      24, 26, 24, 23, 21, 20, 19, 18,
    ]);
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((p) => dominationTarget(p, 120))).toEqual([
      66, 72, 66, 63, 60, 57, 54, 51,
    ]);
  });

  it('holding the target at the end of the turn wins', () => {
    const s = arranged(
      { game_type: 3, num_players: 2 },
      [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2],
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(s.domination_target).toBe(7);
    s.territories[6] = { player_id: 1, troops: 1 };
    const r = must(s, { type: 'end-turn', player_id: 1, expected_id: s.turns[0]!.turn_id }, map);
    expect(r.events.map((e) => e.type)).toEqual([7, 12]);
    expect(r.state.winner).toBe(1);
  });
});

describe('capitals', () => {
  it('taking a capital takes the whole empire (events 5 with from 0) and eliminates its owner', () => {
    const s = arranged(
      { game_type: 1, num_players: 3 },
      [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3],
      [1, 40, 1, 1, 2, 2, 4, 5, 1, 1, 1, 1],
    );
    s.players[0]!.capital = 1;
    s.players[1]!.capital = 6;
    s.players[2]!.capital = 10;
    const r = conquer(s, 2, 6);
    const types = r.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual([4, 5, 6]);
    const transfers = r.events.filter((e) => e.type === EVENT_TYPES.CONQUER && e.param1 === 0);
    expect(transfers.map((e) => [e.param2, e.param3, e.param4])).toEqual([
      [5, 2, 2],
      [7, 4, 2],
      [8, 5, 2],
    ]);
    expect(types.at(-1)).toBe(EVENT_TYPES.PLAYER_OUT);
    expect(r.state.players[1]!.alive).toBe(false);
    expect(r.state.territories.slice(4, 8).every((t) => t.player_id === 1)).toBe(true);
  });

  it('capital conquest: own capital plus min(3, players-1) others at the end of the turn', () => {
    const s = arranged(
      { game_type: 4, num_players: 2 },
      [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 1],
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    s.players[0]!.capital = 1;
    s.players[1]!.capital = 12;
    const r = must(s, { type: 'end-turn', player_id: 1, expected_id: s.turns[0]!.turn_id }, map);
    expect(r.state.winner).toBe(1);
  });
});

describe('assassination', () => {
  it('eliminating your target wins; otherwise hunters inherit the target', () => {
    const owners = [1, 1, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4];
    const s = arranged(
      { game_type: 2, num_players: 4 },
      owners,
      [1, 30, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    s.players.forEach((p, i) => (p.target = [3, 1, 4, 2][i]!));
    // Player 1 eliminates player 2 (not its target): player 4, who hunted 2, inherits 2's target (1).
    let r = conquer(s, 2, 3, true);
    expect(r.state.status).toBe(2);
    expect(r.state.players[3]!.target).toBe(1);
    r = conquer(r.state, 3, 4);
    expect(r.state.status).toBe(3);
    expect(r.state.winner).toBe(1);
  });
});

describe('king of the hill', () => {
  it('holding every hill through a full round wins at the start of your next turn', () => {
    const hillMap = { ...map, hills: [6] };
    let s = arranged(
      { game_type: 7, fortification: 0 },
      [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2],
      [1, 30, 1, 1, 1, 1, 9, 1, 1, 1, 1, 1],
    );
    s.hills = [6];
    const a = must(
      s,
      { type: 'attack', player_id: 1, territory_from: 2, territory_to: 6, num_attacks: 200 },
      hillMap,
    );
    s = must(
      a.state,
      {
        type: 'move-troops',
        player_id: 1,
        num_troops: 20,
        expected_terr_from: 2,
        expected_terr_to: 6,
      },
      hillMap,
    ).state;
    expect(s.hill_holder).toBe(1);
    s = must(
      s,
      { type: 'end-turn', player_id: 1, expected_id: s.turns[0]!.turn_id },
      hillMap,
    ).state;
    expect(s.status).toBe(2);
    const r = must(s, { type: 'tick' }, hillMap, s.turns[0]!.expires_at);
    expect(r.state.status).toBe(3);
    expect(r.state.winner).toBe(1);
    expect(r.events.map((e) => e.type)).toEqual([7, 0, 1, 12]);
  });
});

describe('secret missions', () => {
  it('holding two named regions wins at once', () => {
    const s = arranged(
      { game_type: 5 },
      [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
      [1, 1, 1, 1, 1, 1, 20, 1, 1, 1, 1, 1],
    );
    s.players[0]!.mission = { kind: 1, regions: [1, 2], target: 0, territories: 7 };
    s.players[1]!.mission = { kind: 2, regions: [], target: 0, territories: 7 };
    const r = conquer(s, 7, 8);
    expect(r.state.status).toBe(3);
    expect(r.state.winner).toBe(1);
  });
});

describe('nuclear cards', () => {
  it('card territories become neutral with 1 troop; a set gives no troops', () => {
    const s = arranged(
      { cards: 4 },
      [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2],
      [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
      1,
    );
    const codes = [cardCode(1, 0), cardCode(6, 0), cardCode(7, 0)];
    s.card_colors = s.card_colors.slice();
    codes.forEach((c) => (s.card_colors[c] = 2));
    s.players[0]!.cards = codes.slice();
    s.players[0]!.reinforcements = 3;
    s.deck = s.deck.filter((c) => !codes.includes(c));
    const r = must(s, { type: 'turn-in-cards', player_id: 1, cards: codes }, map);
    expect(r.events[0]).toMatchObject({ type: 2, param4: 0 });
    expect([0, 5, 6].map((i) => r.state.territories[i])).toEqual([
      { player_id: 0, troops: 1 },
      { player_id: 0, troops: 1 },
      { player_id: 0, troops: 1 },
    ]);
    expect(r.state.players[0]!.reinforcements).toBe(3);
  });
});

describe('teams', () => {
  it('team-mates place on and fortify through each other, never attack each other, and win together', () => {
    const o = { num_players: 4, players_per_team: 2, join_manner: 1 as const };
    const s = arranged(
      o,
      [1, 2, 1, 3, 3, 3, 4, 4, 4, 4, 4, 4],
      [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      2,
    );
    expect(s.players.map((p) => p.team)).toEqual([1, 1, 2, 2]);
    s.players[0]!.reinforcements = 2;
    let r = must(s, { type: 'place-troops', player_id: 1, territory: 2, num_troops: 2 }, map);
    expect(r.state.territories[1]!.troops).toBe(3);
    r = must(r.state, { type: 'advance-phase', player_id: 1, from_step: 2 }, map);
    const atk = apply(
      r.state,
      { type: 'attack', player_id: 1, territory_from: 1, territory_to: 2, num_attacks: 1 },
      { map, now: T0 },
    );
    expect(atk.ok || atk.error.code).toBe('ownTarget');
    r = must(r.state, { type: 'advance-phase', player_id: 1, from_step: 3 }, map);
    r = must(
      r.state,
      { type: 'fortify', player_id: 1, territory_from: 1, territory_to: 3, num_troops: 4 },
      map,
    );
    expect(r.state.territories[2]!.troops).toBe(5);
    const end = structuredClone(r.state);
    for (const p of [3, 4]) end.players[p - 1]!.alive = false;
    expect(standings({ ...end, status: 3, winning_team: 1, out_order: [3, 4] })).toEqual([
      [1, 2],
      [4],
      [3],
    ]);
  });
});

describe('simultaneous turns', () => {
  it('every living player is on turn; the round ends when all have ended', () => {
    let s = startedGame({ num_players: 3, turn_order: 2 }, map, 3).state;
    expect(s.turns).toHaveLength(3);
    for (const id of [2, 1]) {
      s = must(s, { type: 'begin-turn', player_id: id }, map).state;
    }
    expect(s.turns.filter((t) => t.step === 2)).toHaveLength(2);
    for (const id of [1, 2, 3]) {
      const t = s.turns.find((x) => x.player_id === id)!;
      t.step = 3;
    }
    for (const id of [3, 1]) {
      const t = s.turns.find((x) => x.player_id === id)!;
      s = must(s, { type: 'end-turn', player_id: id, expected_id: t.turn_id }, map).state;
    }
    expect(s.turns.map((t) => t.player_id)).toEqual([2]);
    const r = must(s, { type: 'end-turn', player_id: 2, expected_id: s.turns[0]!.turn_id }, map);
    expect(r.events.map((e) => e.type)).toEqual([7, 0, 1, 1, 1]);
    expect(r.state.round).toBe(2);
  });
});
