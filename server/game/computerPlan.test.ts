import { describe, expect, it } from 'vitest';
import { T0, gridMap, must, startedGame } from '../../test/fixtures/engine';
import { createGame, type GameState } from '../../shared/engine';
import { NO_COMPUTERS, type ComputerSettings } from '../../shared/protocol/computers';
import {
  actionDelay,
  decisionSeed,
  freeColor,
  nextComputerStep,
  teamWithRoom,
} from './computerPlan';
import { playCallOf } from './computerSeats';

const map = gridMap();
const delay = { min: 600, max: 2000 };

function pregame(options: Record<string, number>, seats: { user: number; computer?: 'easy' }[]) {
  const created = createGame(
    { ...startedGame({}, map, 1).state.options, num_players: 4, ...options },
    { map, now: T0, seed: 1 },
  );
  if (!created.ok) throw new Error(created.errors.join());
  let s = created.state;
  seats.forEach(({ user, computer }, i) => {
    s = must(
      s,
      { type: 'join', user_id: user, color: i + 1, ...(computer ? { computer } : {}) },
      map,
      T0,
    ).state;
  });
  return s;
}

const settings = (extra: Partial<ComputerSettings>): ComputerSettings => ({
  ...NO_COMPUTERS,
  ...extra,
});

describe('the next step of the computer players', () => {
  it('before the start: seats the computers asked for at once, then fills empty seats when due', () => {
    const s = pregame({}, [{ user: 1 }]);
    const wanted = settings({ seats: ['hard'], fill: { level: 'easy', after: 300 } });
    expect(nextComputerStep(s, wanted, 1, T0, delay)).toEqual({
      step: { kind: 'seat', level: 'hard' },
      at: T0,
    });
    const seated = pregame({}, [{ user: 1 }, { user: 2, computer: 'easy' }]);
    expect(nextComputerStep(seated, wanted, 1, T0, delay)).toEqual({
      step: { kind: 'seat', level: 'easy' },
      at: T0 + 300_000,
    });
    expect(nextComputerStep(seated, settings({ seats: ['hard'] }), 1, T0, delay)).toBeNull();
  });

  it('before the start: computers left without a person leave, so the empty game ends', () => {
    const s = pregame({}, [{ user: 1 }, { user: 2, computer: 'easy' }]);
    const alone = must(s, { type: 'leave', user_id: 1 }, map, T0).state;
    expect(nextComputerStep(alone, settings({ seats: ['easy'] }), 1, T0, delay)?.step).toEqual({
      kind: 'leave',
      userId: 2,
    });
  });

  it('in play: a computer seat with a turn moves after a pause in live games, at once in long-term ones', () => {
    const live = structuredClone(startedGame({ num_players: 3, turn_time: 300 }, map, 5).state);
    const id = live.turns[0]!.player_id;
    expect(nextComputerStep(live, NO_COMPUTERS, 1, T0, delay)).toBeNull();
    live.players[id - 1]!.computer = 'normal';
    const planned = nextComputerStep(live, NO_COMPUTERS, 1, T0, delay)!;
    expect(planned.step).toEqual({ kind: 'play', playerIds: [id] });
    expect(planned.at - T0).toBeGreaterThanOrEqual(600);
    expect(planned.at - T0).toBeLessThanOrEqual(2000);
    // As the turn runs out, the pauses shrink: the computer never misses its turn by pausing.
    const late = nextComputerStep(live, NO_COMPUTERS, 1, live.turns[0]!.expires_at - 8_000, delay)!;
    expect(late.at - (live.turns[0]!.expires_at - 8_000)).toBeLessThanOrEqual(200);
    const longTerm: GameState = { ...live, options: { ...live.options, turn_time: 86_400 } };
    expect(nextComputerStep(longTerm, NO_COMPUTERS, 1, T0, delay)?.at).toBe(T0);
    // A paused game's computers stand still with its clock.
    expect(nextComputerStep({ ...live, paused_at: T0 }, NO_COMPUTERS, 1, T0, delay)).toBeNull();
  });

  it('in play: a seat that missed 3 turns is replaced first, when the game replaces such players', () => {
    const s = structuredClone(startedGame({ num_players: 3, turn_time: 300 }, map, 5).state);
    s.replace_missing = true;
    s.players[1]!.missed_turns = 3;
    expect(nextComputerStep(s, settings({ replace: 'hard' }), 1, T0, delay)).toEqual({
      step: { kind: 'replace', playerId: 2, level: 'hard' },
      at: T0,
    });
  });
});

describe('the pieces of a computer move', () => {
  it('pauses differently from move to move, always within the range, and never in long-term games', () => {
    const s = startedGame({ num_players: 3, turn_time: 300 }, map, 5).state;
    const pauses = Array.from({ length: 50 }, (_, version) =>
      actionDelay({ ...s, version }, 7, delay),
    );
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(600);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(2000);
    expect(new Set(pauses).size).toBeGreaterThan(10);
    expect(actionDelay({ ...s, version: 3 }, 7, delay)).toBe(
      actionDelay({ ...s, version: 3 }, 7, delay),
    );
    const longTerm = { ...s, options: { ...s.options, turn_time: 43_200 } };
    expect(actionDelay(longTerm, 7, delay)).toBe(0);
  });

  it('turns an engine action into the play call a client sends', () => {
    expect(
      playCallOf({
        type: 'attack',
        player_id: 2,
        territory_from: 1,
        territory_to: 3,
        num_attacks: 1,
      }),
    ).toEqual({ name: 'attack', payload: { territory_from: 1, territory_to: 3, num_attacks: 1 } });
    expect(playCallOf({ type: 'begin-turn', player_id: 2 })).toEqual({
      name: 'begin-turn',
      payload: {},
    });
  });

  it('seeds each seat of each game differently', () => {
    expect(decisionSeed(1, 2)).not.toBe(decisionSeed(1, 3));
    expect(decisionSeed(1, 2)).not.toBe(decisionSeed(2, 2));
  });

  it('picks a free colour and, where players choose teams, the emptiest team', () => {
    const s = pregame({ players_per_team: 2, join_manner: 1 }, []);
    expect(freeColor(s)).toBe(1);
    const one = must(s, { type: 'join', user_id: 1, color: 1, team: 1 }, map, T0).state;
    expect(freeColor(one)).toBe(2);
    expect(teamWithRoom(one)).toBe(2);
    expect(teamWithRoom(pregame({}, []))).toBeUndefined();
  });
});
