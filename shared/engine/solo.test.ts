import { describe, expect, it } from 'vitest';
import { apply } from './apply.js';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import { nextDeadline } from './timers.js';
import type { GameState } from './types.js';

const map = gridMap();

/** A started 3-seat game whose seats 2 and 3 are computers unless `people` says otherwise. */
function game(people: number[] = [1]): GameState {
  const s = structuredClone(startedGame({ num_players: 3, turn_time: 300 }, map, 5).state);
  for (const p of s.players) p.computer = people.includes(p.player_id) ? null : 'normal';
  return s;
}

const code = (s: GameState, action: Parameters<typeof apply>[1], now = T0) => {
  const r = apply(s, action, { map, now });
  return r.ok ? 'ok' : r.error.code;
};

describe('pausing a game against computers', () => {
  it('stops the clock: no deadline, nothing due, and the turn keeps the time it had left', () => {
    const s = game();
    const turn = s.turns[0]!;
    const paused = must(s, { type: 'pause-game', player_id: 1 }, map, T0 + 10_000).state;
    expect(paused.paused_at).toBe(T0 + 10_000);
    expect(nextDeadline(paused)).toBeNull();
    expect(code(paused, { type: 'tick' }, turn.expires_at + 60_000)).toBe('paused');
    const resumed = must(paused, { type: 'resume-game', player_id: 1 }, map, T0 + 70_000).state;
    expect(resumed.paused_at).toBe(0);
    expect(resumed.turns[0]!.expires_at).toBe(turn.expires_at + 60_000);
    expect(nextDeadline(resumed)).toBe(turn.expires_at + 60_000);
  });

  it('refuses every move while paused, the computers’ too, but not resigning', () => {
    const paused = must(game(), { type: 'pause-game', player_id: 1 }, map).state;
    const onTurn = paused.turns[0]!.player_id;
    expect(code(paused, { type: 'begin-turn', player_id: onTurn })).toBe('paused');
    expect(code(paused, { type: 'pause-game', player_id: 1 })).toBe('paused');
    const resigned = must(paused, { type: 'resign', player_id: 1 }, map, T0 + 5_000).state;
    expect(resigned.paused_at).toBe(0);
  });

  it('is refused with a clear error in a game with another person, and to a computer seat', () => {
    const shared = game([1, 2]);
    const r = apply(shared, { type: 'pause-game', player_id: 1 }, { map, now: T0 });
    expect(r.ok ? null : r.error).toEqual({
      code: 'notAlone',
      message: 'Only a game against computer players alone can be paused or coached.',
    });
    expect(code(game(), { type: 'pause-game', player_id: 2 })).toBe('notAlone');
    expect(code(game(), { type: 'resume-game', player_id: 1 })).toBe('notPaused');
  });
});

describe('recording the coach', () => {
  it('marks the lone person’s seat, and only in a game against computers', () => {
    const coached = must(game(), { type: 'coach-used', player_id: 1 }, map).state;
    expect(coached.players.map((p) => p.coached)).toEqual([true, false, false]);
    expect(code(game([1, 3]), { type: 'coach-used', player_id: 1 })).toBe('notAlone');
  });
});
