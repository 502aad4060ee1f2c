import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/engine';
import type { LogEntry } from '../../../state/game/store';
import { attackDefender } from './logDice';

const event = (type: number, player_id: number, ...params: number[]) =>
  ({
    type,
    player_id,
    param1: params[0] ?? 0,
    param2: params[1] ?? 0,
    param3: params[2] ?? 0,
    param4: params[3] ?? 0,
  }) as LogEntry;
const { ATTACK, CONQUER, MOVE } = EVENT_TYPES;

describe('attackDefender', () => {
  it('is the owner a later conquest of the territory took it from', () => {
    const log = [
      event(ATTACK, 1, 4, 7, 1, 2),
      event(CONQUER, 1, 4, 7, 0, 3),
      event(MOVE, 1, 4, 7, 3),
    ];
    // Player 1 holds territory 7 now: the conquest says who had it.
    expect(attackDefender(log, 0, () => 1)).toBe(3);
  });

  it('is the holder now when nobody has taken the territory since', () => {
    const log = [
      event(CONQUER, 2, 5, 7, 0, 3),
      event(MOVE, 2, 5, 7, 2),
      event(ATTACK, 1, 4, 7, 2, 1),
    ];
    expect(attackDefender(log, 2, (t) => (t === 7 ? 2 : null))).toBe(2);
  });

  it('is unknown under fog, or when the line is not an attack', () => {
    const log = [event(ATTACK, 1, 4, 7, 1, 2), event(MOVE, 1, 4, 5, 3)];
    expect(attackDefender(log, 0, () => null)).toBeNull();
    expect(attackDefender(log, 1, () => 2)).toBeNull();
  });
});
