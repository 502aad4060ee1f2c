import { describe, expect, it, vi } from 'vitest';
import { loadColyseus } from './colyseus';
import { holdUntilDrawn, LONGEST_HOLD_MS } from './firstDraw';

vi.mock('./colyseusClient', () => ({ Client: class {} }));

/** Whether `promise` has settled after the pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the room client hold', () => {
  it('loads the client only once the holder releases it', async () => {
    const release = holdUntilDrawn();
    const loading = loadColyseus();
    expect(await settled(loading)).toBe(false);
    release();
    expect(await settled(loading)).toBe(true);
  });

  it('gives up holding after LONGEST_HOLD_MS', async () => {
    vi.useFakeTimers();
    try {
      holdUntilDrawn();
      const loading = loadColyseus();
      let done = false;
      void loading.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(LONGEST_HOLD_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(done).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });
});
