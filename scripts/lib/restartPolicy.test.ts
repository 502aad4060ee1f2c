import { describe, expect, it } from 'vitest';
import { restartDelay } from './restartPolicy';

describe('restartDelay', () => {
  it('starts a dead process again at once, then backs off while it keeps dying young', () => {
    const delays: number[] = [];
    let previous = -1;
    for (let death = 0; death < 8; death++) {
      previous = restartDelay(previous, 2_000);
      delays.push(previous);
    }
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('starts over at once for a process that ran a minute', () => {
    expect(restartDelay(30_000, 60_000)).toBe(0);
    expect(restartDelay(30_000, 59_999)).toBe(30_000);
  });
});
