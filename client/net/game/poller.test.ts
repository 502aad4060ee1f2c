import { describe, expect, it } from 'vitest';
import { activityLevel } from './activity';
import { Poller, pollInterval } from './poller';
import { playErrorText } from './api';

/** A fake timer queue: the test runs the next scheduled poll by hand. */
function fakeTimers() {
  const queue: { fn: () => void; ms: number }[] = [];
  return {
    queue,
    setTimer: (fn: () => void, ms: number) => queue.push({ fn, ms }),
    clearTimer: () => queue.splice(0),
    async runNext() {
      queue.shift()?.fn();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('polling', () => {
  it('polls every 8 s while active and 16 s otherwise', () => {
    expect(pollInterval(true)).toBe(8_000);
    expect(pollInterval(false)).toBe(16_000);
  });

  it('suspends after five failed updates in a row, and a success resets the count', async () => {
    const timers = fakeTimers();
    const answers = [false, false, false, false, true, false, false, false, false, false];
    let suspended = 0;
    let active = true;
    const poller = new Poller({
      poll: async () => answers.shift() ?? true,
      isActive: () => active,
      onSuspended: () => suspended++,
      ...timers,
    });
    poller.start();
    expect(timers.queue[0]?.ms).toBe(8_000);
    active = false;
    for (let i = 0; i < 9; i++) await timers.runNext();
    expect(suspended).toBe(0);
    expect(timers.queue[0]?.ms).toBe(16_000);
    await timers.runNext();
    expect(suspended).toBe(1);
    expect(poller.isRunning).toBe(false);
    expect(timers.queue).toEqual([]);
  });
});

describe('activity', () => {
  it('is active with input in the last 30 s on a visible tab, idle for good after 15 min', () => {
    expect(activityLevel(29_000, true)).toBe('active');
    expect(activityLevel(29_000, false)).toBe('low');
    expect(activityLevel(30_000, true)).toBe('low');
    expect(activityLevel(15 * 60_000, true)).toBe('long-idle');
  });
});

describe('play call errors (spec §8)', () => {
  it('says error: for refusals and status: ..., error: for HTTP failures', () => {
    expect(playErrorText(422, 'It is not your turn.', true)).toBe('error: It is not your turn.');
    expect(playErrorText(502, '502 Bad Gateway', false)).toBe(
      'status: 502, error: 502 Bad Gateway',
    );
  });
});
