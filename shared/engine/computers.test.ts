import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { seatsToReplace } from './computers.js';
import { EVENT_TYPES } from './events.js';
import { createGame } from './pregame.js';
import { nextDeadline } from './timers.js';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import type { GameState } from './types.js';

const map = gridMap();

function game(replace: boolean): GameState {
  const s = structuredClone(startedGame({ num_players: 3, turn_time: 300 }, map, 5).state);
  s.replace_missing = replace;
  return s;
}

describe('computer seats', () => {
  it('a computer joins with no still-here deadline and is never autokicked', () => {
    const created = createGame(
      { ...startedGame({}, map, 1).state.options, num_players: 3 },
      {
        map,
        now: T0,
        seed: 1,
      },
    );
    if (!created.ok) throw new Error(created.errors.join());
    let s = must(created.state, { type: 'join', user_id: 1, color: 1 }, map, T0).state;
    s = must(s, { type: 'join', user_id: 2, color: 2, computer: 'hard' }, map, T0).state;
    expect(s.players[1]).toMatchObject({ computer: 'hard', autokick_at: 0 });
    expect(nextDeadline(s)).toBe(s.players[0]!.autokick_at);
    const later = must(s, { type: 'tick' }, map, s.players[0]!.autokick_at).state;
    expect(later.players.map((p) => p.user_id)).toEqual([2]);
  });

  it('without replacement, 3 missed turns turn a person neutral', () => {
    const s = game(false);
    const id = s.turns[0]!.player_id;
    s.players[id - 1]!.missed_turns = 2;
    const r = must(s, { type: 'tick' }, map, s.turns[0]!.expires_at);
    expect(r.events.map((e) => e.type)).toContain(EVENT_TYPES.TURNED_NEUTRAL);
    expect(seatsToReplace(r.state)).toEqual([]);
  });

  it('with replacement, the seat waits for a computer, which takes it over as it stands', () => {
    const s = game(true);
    const id = s.turns[0]!.player_id;
    s.players[id - 1]!.missed_turns = 2;
    const r = must(s, { type: 'tick' }, map, s.turns[0]!.expires_at);
    expect(r.events.map((e) => e.type)).not.toContain(EVENT_TYPES.TURNED_NEUTRAL);
    expect(r.state.players[id - 1]!.alive).toBe(true);
    expect(seatsToReplace(r.state)).toEqual([id]);
    const territories = r.state.territories.filter((t) => t.player_id === id).length;
    const replaced = must(
      r.state,
      { type: 'replace-seat', player_id: id, user_id: 99, computer: 'normal' },
      map,
      T0,
    ).state;
    expect(replaced.players[id - 1]).toMatchObject({
      user_id: 99,
      computer: 'normal',
      missed_turns: 0,
    });
    expect(replaced.territories.filter((t) => t.player_id === id)).toHaveLength(territories);
    expect(replaced.replaced).toEqual([{ user_id: s.players[id - 1]!.user_id, team: 0 }]);
    expect(seatsToReplace(replaced)).toEqual([]);
  });

  it('replace-seat refuses a computer seat and a user already seated', () => {
    const s = game(true);
    const seated = apply(
      s,
      { type: 'replace-seat', player_id: 1, user_id: s.players[1]!.user_id, computer: 'easy' },
      { map, now: T0 },
    );
    expect(seated.ok || seated.error.code).toBe('alreadyJoined');
    const once = must(
      s,
      { type: 'replace-seat', player_id: 1, user_id: 99, computer: 'easy' },
      map,
      T0,
    );
    const twice = apply(
      once.state,
      { type: 'replace-seat', player_id: 1, user_id: 98, computer: 'easy' },
      { map, now: T0 },
    );
    expect(twice.ok || twice.error.code).toBe('badAction');
  });
});
