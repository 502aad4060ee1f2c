import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { EVENT_TYPES } from './events.js';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import { nextDeadline } from './timers.js';
import { decayLoss } from './turns.js';
import type { GameState } from './types.js';

const map = gridMap();

function game(o = {}): GameState {
  return startedGame({ num_players: 3, turn_time: 300, ...o }, map, 5).state;
}

describe('tick', () => {
  it('an expired turn is missed (event 7 with 1) and the next turn starts', () => {
    const s = game();
    const turn = s.turns[0]!;
    expect(nextDeadline(s)).toBe(turn.expires_at);
    const early = apply(s, { type: 'tick' }, { map, now: turn.expires_at - 1 });
    expect(early.ok || early.error.code).toBe('nothingDue');
    const r = must(s, { type: 'tick' }, map, turn.expires_at);
    expect(r.events[0]).toMatchObject({
      type: EVENT_TYPES.TURN_END,
      player_id: turn.player_id,
      param1: 1,
    });
    expect(r.state.players[turn.player_id - 1]?.missed_turns).toBe(1);
    expect(r.state.turns[0]?.player_id).not.toBe(turn.player_id);
    expect(r.state.turns[0]?.expires_at).toBe(turn.expires_at + 300_000);
  });

  it('3 missed turns in a row turn a player neutral (9, 8) and its land decays each round', () => {
    let s: GameState = structuredClone(game());
    s.players[s.turns[0]!.player_id - 1]!.missed_turns = 2;
    let now: number;
    const events = [];
    while (s.status === 2 && s.players.every((p) => p.alive)) {
      now = s.turns[0]!.expires_at;
      const r = must(s, { type: 'tick' }, map, now);
      s = r.state;
      events.push(...r.events);
    }
    const out = s.players.find((p) => !p.alive)!;
    expect(out.missed_turns).toBe(3);
    const i = events.findIndex((e) => e.type === EVENT_TYPES.TURNED_NEUTRAL);
    expect(events[i]?.player_id).toBe(out.player_id);
    expect(events[i + 1]).toMatchObject({
      type: EVENT_TYPES.PLAYER_OUT,
      player_id: out.player_id,
      param1: 0,
      param2: 3,
    });
    expect(s.decaying.length).toBe(4);
    // Next round start: each of those territories (3 troops) loses ceil(0.3) = 1.
    while (s.status === 2 && !s.turns.some((t) => t.round > out.out_round)) {
      const r = must(s, { type: 'tick' }, map, s.turns[0]!.expires_at);
      s = r.state;
      events.push(...r.events);
    }
    const decays = events.filter((e) => e.type === EVENT_TYPES.DECAY);
    expect(decays.length).toBeGreaterThan(0);
    expect(decays.every((e) => e.param2 === 1)).toBe(true);
  });

  it('decay is 10% rounded up, never below 1 troop', () => {
    expect([1, 2, 3, 10, 11, 25, 100].map(decayLoss)).toEqual([0, 1, 1, 1, 2, 3, 10]);
  });

  it('a pending step-4 move completes with the minimum on expiry', () => {
    let s: GameState = structuredClone(game({ num_players: 2 }));
    const id = s.turns[0]!.player_id;
    const other = 3 - id;
    s.territories = s.territories.map((_, i) => ({
      player_id: i < 5 ? id : other,
      troops: i === 1 ? 30 : 1,
    }));
    s.turns[0]!.step = 3;
    s = must(
      s,
      { type: 'attack', player_id: id, territory_from: 2, territory_to: 6, num_attacks: 50 },
      map,
    ).state;
    expect(s.turns[0]!.step).toBe(4);
    const min = s.turns[0]!.min_move;
    const r = must(s, { type: 'tick' }, map, s.turns[0]!.expires_at);
    expect(r.events[0]).toMatchObject({
      type: EVENT_TYPES.MOVE,
      param1: 2,
      param2: 6,
      param3: min,
    });
    expect(r.events[1]).toMatchObject({ type: EVENT_TYPES.TURN_END, param1: 1 });
    expect(r.state.territories[5]).toEqual({ player_id: id, troops: min });
  });
});

describe('add-time and absence', () => {
  it('add-time: +50% of turn_time, 3 times per game', () => {
    let s = game();
    const id = s.turns[0]!.player_id;
    const at = s.turns[0]!.expires_at;
    for (let k = 1; k <= 3; k++) {
      s = must(s, { type: 'add-time', player_id: id }, map).state;
      expect(s.turns[0]!.expires_at).toBe(at + k * 150_000);
    }
    const r = apply(s, { type: 'add-time', player_id: id }, { map, now: T0 });
    expect(r.ok || r.error.code).toBe('noAddTime');
    const other = apply(s, { type: 'add-time', player_id: (id % 3) + 1 }, { map, now: T0 });
    expect(other.ok || other.error.code).toBe('notYourTurn');
  });

  it('absence: only with turn_time >= 12 h; absent turns end at once, not missed', () => {
    const live = game();
    const r0 = apply(
      live,
      { type: 'enable-absence', player_id: 1, until: T0 + 1000 },
      { map, now: T0 },
    );
    expect(r0.ok || r0.error.code).toBe('noAbsence');
    let s = game({ turn_time: 43_200 });
    const id = s.turns[0]!.player_id;
    const r = must(s, { type: 'enable-absence', player_id: id, until: T0 + 7 * 86_400_000 }, map);
    expect(r.events[0]).toMatchObject({ type: EVENT_TYPES.TURN_END, player_id: id, param1: 0 });
    s = r.state;
    // Play the others' turns out by ticks: the absent player's next turn is skipped at once.
    for (let k = 0; k < 2; k++) s = must(s, { type: 'tick' }, map, s.turns[0]!.expires_at).state;
    expect(s.turns[0]!.player_id).not.toBe(id);
    expect(s.players[id - 1]!.missed_turns).toBe(0);
    const back = must(s, { type: 'still-here', player_id: id }, map, T0 + 86_400_000);
    expect(back.state.players[id - 1]!.absent_until).toBe(T0 + 86_400_000);
  });
});

describe('leaving a running game', () => {
  it('resign: territories turn neutral (9), out with reason 2 (8); the last one standing wins', () => {
    const s = startedGame({ num_players: 2 }, map, 5).state;
    const id = s.turns[0]!.player_id;
    const r = must(s, { type: 'resign', player_id: id }, map);
    expect(r.events.map((e) => e.type)).toEqual([7, 9, 8, 12]);
    expect(r.events[2]).toMatchObject({ player_id: id, param2: 2 });
    expect(r.state.winner).toBe(3 - id);
    expect(r.state.players[id - 1]!.resigned).toBe(true);
  });

  it('kick out of turn: the game goes on with the others', () => {
    const s = game();
    const id = s.turns[0]!.player_id;
    const victim = (id % 3) + 1;
    const r = must(s, { type: 'kick', player_id: victim }, map);
    expect(r.events.map((e) => e.type)).toEqual([9, 8]);
    expect(r.state.turns[0]!.player_id).toBe(id);
    expect(r.state.territories.filter((t) => t.player_id === victim)).toHaveLength(0);
  });
});
