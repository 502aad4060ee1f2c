/**
 * The specification's client cadences (section 9), on the real hooks with fake timers: the
 * activity check, the navbar, chat and lobby polls, the game clock, the turn timer's sound and
 * the mute cookies' lifetimes. Each test counts what the hook did at the spec's moment and just
 * before it.
 */
import {
  QueryClient,
  QueryObserver,
  environmentManager,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient, HttpResult } from './net/http';
import { stateUpdates, unmount } from './testing/hookHarness';
import { chatQuery } from './chat/chatQuery';
import { ActivityTracker, setPausedForDebugging } from './net/game/activity';
import { startServerState } from './net/query';
import { lobbyQuery, type LobbyFilters } from './routes/lobby/useLobby';
import { TurnTimer, useSoundMute } from './routes/play/TurnTimer';
import { navbarQuery } from './state/navbar/useNavbar';
import { useMutedNotifications } from './ui/NotificationBell';

vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  ...(await import('./testing/hookHarness')).hookStubs,
}));
// No WebSockets here: the live feed never pushes.
vi.mock('./state/navbar/liveFeed', () => ({
  subscribeLiveFeed: () => () => undefined,
  reconnectLiveFeed: () => undefined,
}));

/** An HTTP client that answers every POST with `data` and counts the calls per URL. */
function countingHttp(data: unknown) {
  const calls: string[] = [];
  const http: HttpClient = {
    get: () => Promise.reject(new Error('unexpected GET')),
    post: <T>(url: string) => {
      calls.push(url);
      return Promise.resolve({ ok: true, status: 200, data } as HttpResult<T>);
    },
    session: () => Promise.reject(new Error('unexpected session')),
  };
  return { http, count: (url: string) => calls.filter((c) => c === url).length };
}

/** Stops what `read` started, at the end of each test. */
const stopReading: (() => void)[] = [];

/**
 * Reads `options` as a screen shows it: through TanStack Query on a client of its own, with the
 * page's activity as its focus (as main.tsx starts it).
 */
function read<T, Key extends QueryKey>(options: QueryObserverOptions<T, Error, T, T, Key>) {
  const client = new QueryClient();
  const stop = startServerState(client);
  const off = new QueryObserver(client, options).subscribe(() => undefined);
  stopReading.push(() => {
    off();
    stop();
    client.clear();
  });
}

/** The user touches the page. */
function pointerDown() {
  for (const listener of page.listeners.get('pointerdown') ?? []) listener();
}

const page = {
  visibility: 'visible',
  cookies: [] as string[],
  /** The page's listeners by event name (the activity's input, TanStack's online and offline). */
  listeners: new Map<string, Set<() => void>>(),
};

// Without a window TanStack takes itself for a server, where nothing polls: these tests are a page.
environmentManager.setIsServer(() => false);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12) });
  page.visibility = 'visible';
  page.cookies = [];
  vi.stubGlobal('window', {
    location: { origin: 'http://localhost' },
    addEventListener: (name: string, listener: () => void) =>
      page.listeners.set(name, (page.listeners.get(name) ?? new Set()).add(listener)),
    removeEventListener: (name: string, listener: () => void) =>
      page.listeners.get(name)?.delete(listener),
  });
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibility;
    },
    set cookie(text: string) {
      page.cookies.push(text);
    },
    get cookie() {
      return '';
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});
afterEach(() => {
  while (stopReading.length > 0) stopReading.pop()!();
  unmount();
  setPausedForDebugging(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('activity', () => {
  // K3: activity is checked every 3 s.
  it('K3 notices a hidden tab at the next check, 3 s later', () => {
    const tracker = new ActivityTracker();
    const changes: string[] = [];
    tracker.onChange((level) => changes.push(level));
    tracker.start();
    page.visibility = 'hidden';
    vi.advanceTimersByTime(2_999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual(['low']);
    tracker.stop();
  });

  // T25: activity needs "not paused for debugging" (section 4): the navbar's debug toggle.
  it('T25 is not active while auto refresh is paused for debugging, and is again after', () => {
    const tracker = new ActivityTracker();
    tracker.start();
    expect(tracker.current()).toBe('active');
    setPausedForDebugging(true);
    expect(tracker.current()).toBe('low');
    setPausedForDebugging(false);
    expect(tracker.current()).toBe('active');
    tracker.stop();
  });

  it('T25 the debug pause stops the navbar’s polls and every tracker of the page, the game’s too', async () => {
    const gameActivity = new ActivityTracker();
    gameActivity.start();
    const { http, count } = countingHttp({ notifications: [] });
    read(navbarQuery(1, true, http));
    await vi.advanceTimersByTimeAsync(0);
    setPausedForDebugging(true);
    expect(gameActivity.current()).toBe('low');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count('/navbar')).toBe(1);
    pointerDown();
    expect(gameActivity.current()).toBe('low');
    setPausedForDebugging(false);
    expect(gameActivity.current()).toBe('active');
    await vi.advanceTimersByTimeAsync(0);
    expect(count('/navbar')).toBe(2);
    gameActivity.stop();
  });
});

describe('polls', () => {
  // K4: /navbar every 20 s while active.
  it('K4 asks /navbar at once, then every 20 s while the user is active, and again on coming back', async () => {
    const { http, count } = countingHttp({ notifications: [] });
    read(navbarQuery(1, true, http));
    await vi.advanceTimersByTimeAsync(0);
    expect(count('/navbar')).toBe(1);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(count('/navbar')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('/navbar')).toBe(2);
    // The tab goes to the background: the next activity check (3 s) ends the polling.
    page.visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count('/navbar')).toBe(2);
    page.visibility = 'visible';
    pointerDown();
    await vi.advanceTimersByTimeAsync(0);
    expect(count('/navbar')).toBe(3);
  });

  it('K4 guests poll no navbar', async () => {
    const { http, count } = countingHttp({ notifications: [] });
    read(navbarQuery(null, true, http));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count('/navbar')).toBe(0);
  });

  // K5: /chat every 10 s (the fallback when the chat's WebSocket is not there).
  it('K5 polls /chat every 10 s when the chat room cannot be joined, the tab hidden or not', async () => {
    const { http, count } = countingHttp({ lines: [], last_updated: 0 });
    read(chatQuery({ room_id: 'game', game_id: 3 }, 'polling', http));
    await vi.advanceTimersByTimeAsync(0);
    expect(count('/chat')).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(count('/chat')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('/chat')).toBe(2);
    page.visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count('/chat')).toBe(3);
  });

  it('K5 reads /chat once the room is joined, and polls nothing while it is live', async () => {
    const connecting = countingHttp({ lines: [], last_updated: 0 });
    read(chatQuery({ room_id: 'lobby' }, 'connecting', connecting.http));
    const live = countingHttp({ lines: [], last_updated: 0 });
    read(chatQuery({ room_id: 'lobby' }, 'live', live.http));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connecting.count('/chat')).toBe(0);
    expect(live.count('/chat')).toBe(1);
  });

  // K6: /lobby/update every 30 s while the live lobby shows, whether or not the user is active.
  it('K6 refreshes the live lobby every 30 s, and a lobby that is not live never', async () => {
    const filters = {} as LobbyFilters;
    const live = countingHttp({ success: true, games: [] });
    read(lobbyQuery({ live: true, view: 'list', filters }, live.http));
    const still = countingHttp({ success: true, games: [] });
    read(lobbyQuery({ live: false, view: 'list', filters }, still.http));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.count('/lobby/update')).toBe(1);
    page.visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(29_999);
    expect(live.count('/lobby/update')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.count('/lobby/update')).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.count('/lobby/update')).toBe(4);
    expect(still.count('/lobby/update')).toBe(1);
  });
});

describe('the turn timer', () => {
  const beeps = { count: 0 };
  beforeEach(() => {
    beeps.count = 0;
    // The smallest WebAudio the beep uses, counting the beeps.
    const param = {
      setValueAtTime: () => undefined,
      exponentialRampToValueAtTime: () => undefined,
    };
    vi.stubGlobal(
      'AudioContext',
      class {
        currentTime = 0;
        destination = {};
        constructor() {
          beeps.count++;
        }
        createOscillator() {
          return { frequency: param, connect: (n: unknown) => n, start() {}, stop() {} };
        }
        createGain() {
          return { gain: param, connect: (n: unknown) => n };
        }
        close() {
          return Promise.resolve();
        }
      },
    );
  });

  // K8: the game clock ticks every second.
  it('K8 ticks once a second', () => {
    TurnTimer({ expiresAt: Date.now() + 60_000, clockOffset: 0, sound: false });
    vi.advanceTimersByTime(999);
    expect(stateUpdates).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(stateUpdates).toEqual([59]);
    vi.advanceTimersByTime(2_000);
    expect(stateUpdates).toEqual([59, 58, 57]);
  });

  // K16: the turn timer sound plays at 15 s left.
  it('K16 beeps once, when 15 s are left', () => {
    TurnTimer({ expiresAt: Date.now() + 20_000, clockOffset: 0, sound: true });
    vi.advanceTimersByTime(4_000);
    expect(beeps.count).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(beeps.count).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(beeps.count).toBe(1);
  });

  it('K16 stays silent when the sound is off', () => {
    TurnTimer({ expiresAt: Date.now() + 20_000, clockOffset: 0, sound: false });
    vi.advanceTimersByTime(10_000);
    expect(beeps.count).toBe(0);
  });
});

describe('mute cookies', () => {
  // K15: the notification mute cookie lasts 1 hour; the sound mute cookies 5 years.
  it('K15 muting notifications lasts one hour', () => {
    const [, setMuted] = useMutedNotifications();
    setMuted(true);
    expect(page.cookies).toEqual([
      'notifications_muted=1; path=/; SameSite=Lax; expires=Fri, 27 Nov 2026 13:00:00 GMT',
    ]);
  });

  it('K15 muting the turn sound lasts five years', () => {
    const [, setMuted] = useSoundMute();
    setMuted(true);
    expect(page.cookies).toEqual([
      'play_sound_muted=1; path=/; SameSite=Lax; expires=Wed, 26 Nov 2031 12:00:00 GMT',
    ]);
  });
});
