import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './events.js';
import { T0, gridMap, must, rejects, startedGame } from '../../test/fixtures/engine';
import { DEFAULT_OPTIONS } from './options.js';
import { createGame } from './pregame.js';
import type { GameState } from './types.js';

const map = gridMap();

function pregame(seats: number): GameState {
  const created = createGame(
    { ...DEFAULT_OPTIONS, map_id: map.id, num_players: 4 },
    { map, now: T0, seed: 3 },
  );
  if (!created.ok) throw new Error(created.errors.join());
  let s = created.state;
  for (let i = 1; i <= seats; i++)
    s = must(s, { type: 'join', user_id: 100 + i, color: i }, map, T0).state;
  return s;
}

describe('set-status', () => {
  it('starts a pre-game with the seats it has, and needs two of them', () => {
    rejects(map, pregame(1), { type: 'set-status', status: 2 }, 'tooFewToStart');
    const r = must(pregame(2), { type: 'set-status', status: 2 }, map, T0 + 5);
    expect(r.state.status).toBe(2);
    expect(r.state.started_at).toBe(T0 + 5);
    expect(r.state.players).toHaveLength(2);
    expect(r.state.turns).toHaveLength(1);
  });

  it('ends a running game with no winner (event 12), and never reopens one', () => {
    const s = startedGame({ num_players: 3, turn_time: 300 }, map, 5).state;
    rejects(map, s, { type: 'set-status', status: 1 }, 'cannotReopen');
    rejects(map, s, { type: 'set-status', status: 2 }, 'sameStatus');
    const r = must(s, { type: 'set-status', status: 3 }, map, T0 + 9);
    expect(r.state).toMatchObject({ status: 3, ended_at: T0 + 9, winner: 0, turns: [] });
    expect(r.state.options.pointless).toBe(1);
    expect(r.events.at(-1)).toMatchObject({ type: EVENT_TYPES.GAME_END, param1: 0 });
    expect(must(pregame(1), { type: 'set-status', status: 3 }, map, T0).state.status).toBe(3);
  });
});

describe('set-timer', () => {
  it('moves the current turn’s deadline, or every still-here deadline before the start', () => {
    const s = startedGame({ num_players: 3, turn_time: 300 }, map, 5).state;
    const r = must(s, { type: 'set-timer', seconds: 42 }, map, T0 + 1000);
    expect(r.state.turns.map((t) => t.expires_at)).toEqual([T0 + 43_000]);
    expect(r.state.version).toBe(s.version + 1);
    const waiting = must(pregame(2), { type: 'set-timer', seconds: 60 }, map, T0);
    expect(waiting.state.players.map((p) => p.autokick_at)).toEqual([T0 + 60_000, T0 + 60_000]);
  });
});
