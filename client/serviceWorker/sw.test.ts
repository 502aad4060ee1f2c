import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The service worker's push clicks, run in a context standing for the worker's global scope: a
// "your turn" push (its url is the game's path, test/integration/push.test.ts) opens the game.

const SOURCE = readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://conquest.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus(): Promise<void>;
}

/** The worker loaded with these open windows; returns a click on a notification for `url`. */
function workerWith(windowUrls: string[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const windows = windowUrls.map((url) => {
    const window: FakeWindow = {
      url,
      focused: false,
      focus() {
        window.focused = true;
        return Promise.resolve();
      },
    };
    return window;
  });
  const opened: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (name: string, listener: (event: unknown) => void) =>
      listeners.set(name, listener),
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(SOURCE, { self, URL, caches: {}, fetch: () => undefined });
  return {
    windows,
    opened,
    async click(url: string) {
      let done: Promise<unknown> = Promise.resolve();
      let closed = false;
      listeners.get('notificationclick')!({
        notification: { data: { url }, close: () => (closed = true) },
        waitUntil: (promise: Promise<unknown>) => (done = promise),
      });
      await done;
      expect(closed).toBe(true);
    },
  };
}

describe('a push notification clicked', () => {
  it('focuses a tab already on the game, whatever its query or hash', async () => {
    const worker = workerWith([`${ORIGIN}/lobby`, `${ORIGIN}/game/7?tab=log#map`]);
    await worker.click('/game/7');
    expect(worker.windows.map((w) => w.focused)).toEqual([false, true]);
    expect(worker.opened).toEqual([]);
  });

  it('opens the game when no tab shows it', async () => {
    const worker = workerWith([`${ORIGIN}/lobby`, `${ORIGIN}/game/8`]);
    await worker.click('/game/7');
    expect(worker.windows.some((w) => w.focused)).toBe(false);
    expect(worker.opened).toEqual([`${ORIGIN}/game/7`]);
  });
});
