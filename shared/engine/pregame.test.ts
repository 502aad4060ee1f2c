import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { EVENT_TYPES } from './events.js';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import { DEFAULT_OPTIONS, type GameOptions } from './options.js';
import { createGame } from './pregame.js';
import { nextDeadline } from './timers.js';
import type { GameState } from './types.js';

const map = gridMap();
const opts = (o: Partial<GameOptions> = {}): GameOptions => ({
  ...DEFAULT_OPTIONS,
  map_id: map.id,
  ...o,
});

function fresh(o: Partial<GameOptions> = {}): GameState {
  const r = createGame(opts(o), { map, now: T0, seed: 9 });
  if (!r.ok) throw new Error(r.errors.join());
  return r.state;
}

describe('createGame', () => {
  it('starts in status 1 without seats', () => {
    const s = fresh();
    expect(s.status).toBe(1);
    expect(s.players).toEqual([]);
    expect(s.version).toBe(0);
  });

  it('returns the specification texts', () => {
    const bad = (o: Partial<GameOptions>): string[] => {
      const r = createGame(opts(o), { map, now: T0, seed: 1 });
      return r.ok ? [] : r.errors;
    };
    expect(bad({ num_players: 6, players_per_team: 4 })).toContain(
      'Each team should have an equal amount of players.',
    );
    expect(bad({ num_players: 4, players_per_team: 4 })).toContain(
      'There are not enough players to form enough teams.',
    );
    expect(bad({ cards: 3, cards_advanced: 1 })).toContain(
      'The no cards setting cannot be advanced.',
    );
    expect(bad({ game_type: 1, num_players: 5 })).toContain(
      'This map cannot be played with 5 capitals.',
    );
    expect(bad({ turn_time: 0 })).toContain('No turn time.');
    expect(bad({ num_players: 10 })).toContain('No player amount.');
    expect(bad({ game_type: 8 as never })).toContain('No gametype.');
    expect(bad({ map_id: 0 })).toContain('No map selected.');
  });
});

describe('joining and leaving', () => {
  const ctx = { map, now: T0 };

  it('rejects taken colours, double joins and bad teams', () => {
    let s = fresh({ num_players: 4, players_per_team: 2, join_manner: 1 });
    s = must(s, { type: 'join', user_id: 1, color: 3, team: 1 }, map).state;
    const again = apply(s, { type: 'join', user_id: 1, color: 4, team: 1 }, ctx);
    expect(again.ok || again.error.code).toBe('alreadyJoined');
    const taken = apply(s, { type: 'join', user_id: 2, color: 3, team: 1 }, ctx);
    expect(taken.ok || taken.error.code).toBe('colorTaken');
    const noTeam = apply(s, { type: 'join', user_id: 2, color: 4 }, ctx);
    expect(noTeam.ok || noTeam.error.code).toBe('badTeam');
    const badColor = apply(s, { type: 'join', user_id: 2, color: 10, team: 1 }, ctx);
    expect(badColor.ok || badColor.error.code).toBe('badColor');
    s = must(s, { type: 'join', user_id: 2, color: 4, team: 1 }, map).state;
    const full = apply(s, { type: 'join', user_id: 3, color: 5, team: 1 }, ctx);
    expect(full.ok || full.error.code).toBe('teamFull');
  });

  it('checks the rating bounds when a rating is given', () => {
    const s = fresh({ min_rating: 1000, max_rating: 1500 });
    const low = apply(s, { type: 'join', user_id: 1, color: 1, rating: 999 }, ctx);
    expect(low.ok || low.error.code).toBe('ratingTooLow');
    const high = apply(s, { type: 'join', user_id: 1, color: 1, rating: 1501 }, ctx);
    expect(high.ok || high.error.code).toBe('ratingTooHigh');
    expect(apply(s, { type: 'join', user_id: 1, color: 1, rating: 1200 }, ctx).ok).toBe(true);
  });

  it('leaving renumbers seats; everyone leaving ends the game without a winner', () => {
    let s = fresh({ num_players: 3 });
    s = must(s, { type: 'join', user_id: 1, color: 1 }, map).state;
    s = must(s, { type: 'join', user_id: 2, color: 2 }, map).state;
    s = must(s, { type: 'leave', user_id: 1 }, map).state;
    expect(s.players.map((p) => [p.player_id, p.user_id])).toEqual([[1, 2]]);
    const notJoined = apply(s, { type: 'leave', user_id: 1 }, ctx);
    expect(notJoined.ok || notJoined.error.code).toBe('notJoined');
    s = must(s, { type: 'leave', user_id: 2 }, map).state;
    expect(s.status).toBe(3);
    expect(s.winner).toBe(0);
  });

  it('still-here pushes autokick: 10 min live, 24 h long-term; tick kicks the late', () => {
    let live = fresh({ turn_time: 300 });
    live = must(live, { type: 'join', user_id: 1, color: 1 }, map).state;
    expect(live.players[0]?.autokick_at).toBe(T0 + 600_000);
    expect(nextDeadline(live)).toBe(T0 + 600_000);
    live = must(live, { type: 'still-here', user_id: 1 }, map, T0 + 300_000).state;
    expect(live.players[0]?.autokick_at).toBe(T0 + 900_000);
    const early = apply(live, { type: 'tick' }, { map, now: T0 + 899_999 });
    expect(early.ok || early.error.code).toBe('nothingDue');
    const kicked = must(live, { type: 'tick' }, map, T0 + 900_000).state;
    expect(kicked.players).toEqual([]);
    expect(kicked.status).toBe(3);
    let long = fresh({ turn_time: 86_400 });
    long = must(long, { type: 'join', user_id: 1, color: 1 }, map).state;
    expect(long.players[0]?.autokick_at).toBe(T0 + 86_400_000);
  });
});

describe('start', () => {
  it('deals evenly with 3 troops each, starts round 1 and the first turn', () => {
    const { state, events } = startedGame({ num_players: 3 }, map, 4);
    expect(state.status).toBe(2);
    expect(state.territories.every((t) => t.troops === 3)).toBe(true);
    for (const id of [1, 2, 3])
      expect(state.territories.filter((t) => t.player_id === id).length).toBe(4);
    expect(events.map((e) => e.type)).toEqual([EVENT_TYPES.ROUND_START, EVENT_TYPES.TURN_START]);
    expect(events[0]?.param1).toBe(1);
    expect(state.turns).toHaveLength(1);
    expect(state.turns[0]?.step).toBe(0);
    expect(state.players.every((p) => p.autokick_at === 0)).toBe(true);
  });

  it('2-player games leave a third neutral', () => {
    const { state } = startedGame({ num_players: 2 }, map, 4);
    expect(state.territories.filter((t) => t.player_id === 0).length).toBe(4);
    expect(state.territories.filter((t) => t.player_id === 1).length).toBe(4);
  });

  it('capital games give each player its capital; random teams are balanced', () => {
    const { state } = startedGame({ num_players: 4, game_type: 1, players_per_team: 2 }, map, 6);
    const caps = state.players.map((p) => p.capital).sort((a, b) => a - b);
    expect(caps).toEqual([1, 4, 9, 12]);
    for (const p of state.players)
      expect(state.territories[p.capital - 1]?.player_id).toBe(p.player_id);
    expect(state.players.filter((p) => p.team === 1)).toHaveLength(2);
    expect(state.players.filter((p) => p.team === 2)).toHaveLength(2);
  });

  it('assassination targets form a cycle; missions are drawn; simultaneous starts every turn', () => {
    const a = startedGame({ num_players: 4, game_type: 2 }, map, 8).state;
    const seen = new Set<number>();
    let cur = 1;
    for (let i = 0; i < 4; i++) {
      seen.add(cur);
      cur = a.players[cur - 1]?.target ?? 0;
    }
    expect(cur).toBe(1);
    expect(seen.size).toBe(4);
    const m = startedGame({ num_players: 3, game_type: 5 }, map, 8).state;
    expect(m.players.every((p) => p.mission !== null)).toBe(true);
    const sim = startedGame({ num_players: 3, turn_order: 2 }, map, 8).state;
    expect(sim.turns.map((t) => t.player_id).sort()).toEqual([1, 2, 3]);
  });
});
