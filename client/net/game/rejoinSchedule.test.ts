import { createReconnection } from '@colyseus/sdk/Reconnection';
import { describe, expect, it } from 'vitest';
import { limitReconnection, nextRejoinDelay } from './rejoinSchedule';

describe('following a room that went away', () => {
  it('joins again at once, then after 2 s and 4 s, then every 8 s (the active poll)', () => {
    const delays: number[] = [];
    let previous: number | undefined;
    for (let i = 0; i < 7; i++) delays.push((previous = nextRejoinDelay(previous)));
    expect(delays).toEqual([0, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000]);
  });

  it('leaves the SDK one reconnection try, where its default spends fifteen on a dead process', () => {
    const room = { reconnection: createReconnection() };
    expect(room.reconnection.maxRetries).toBe(15);
    limitReconnection(room);
    expect(room.reconnection.maxRetries).toBe(1);
  });
});
