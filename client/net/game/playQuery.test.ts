/**
 * The play screen's side calls as server state, on TanStack's own observers as the panels use
 * them: notes and reports read when shown and again after the write that changes them, a refused
 * read held as its text, and the older log's pages read once however often the reader scrolls.
 */
import {
  MutationObserver,
  QueryClient,
  QueryObserver,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayActionName } from '../../../shared/protocol/play';
import type { LogEntry } from '../../../shared/protocol/updateState';
import { loadOlderLog } from '../../routes/play/panels/useOlderLog';
import { GameStore } from '../../state/game/store';
import type { GameApi, PlayResult } from './api';
import { playMutation, playQuery } from './playQuery';

const GAME = 12;

/** A game's calls answered by `answer`, each call recorded (action and payload) in order. */
function fakeApi(answer: (action: PlayActionName, payload: unknown) => PlayResult) {
  const calls: { action: PlayActionName; payload: unknown }[] = [];
  /** Calls not answered yet: `release()` answers them. */
  let held: (() => void)[] = [];
  let holding = false;
  const api: GameApi = {
    call: (action, payload) => {
      calls.push({ action, payload });
      const result = answer(action, payload);
      if (!holding) return Promise.resolve(result);
      return new Promise((resolve) => held.push(() => resolve(result)));
    },
    updateState: () => Promise.reject(new Error('unexpected update-state')),
  };
  return {
    api,
    count: (action: PlayActionName) => calls.filter((c) => c.action === action).length,
    payloads: (action: PlayActionName) =>
      calls.filter((c) => c.action === action).map((c) => c.payload),
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      for (const answer of held) answer();
      held = [];
    },
  };
}

const ok = (data: Record<string, unknown>): PlayResult => ({
  ok: true,
  data: { success: true, ...data },
});

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()!();
});

/** Shows `options` as a panel does, until the test ends; returns the observer. */
function show<T, Key extends QueryKey>(
  client: QueryClient,
  options: QueryObserverOptions<T, Error, T, T, Key>,
) {
  const observer = new QueryObserver(client, options);
  stops.push(observer.subscribe(() => undefined));
  return observer;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notes and reports', () => {
  it('read the notes when shown, and again once a save is accepted, before the save settles', async () => {
    let stored = 'first';
    const game = fakeApi((action, payload) => {
      if (action === 'save-notes') stored = (payload as { body: string }).body;
      return ok(action === 'get-notes' ? { notes: { body: stored } } : {});
    });
    const client = new QueryClient();
    const notes = show(client, playQuery(game.api, GAME, 'get-notes'));
    const reports = show(client, playQuery(game.api, GAME, 'get-reports'));
    await settled();
    expect(notes.getCurrentResult().data?.notes.body).toBe('first');
    expect(game.count('get-notes')).toBe(1);

    const save = new MutationObserver(
      client,
      playMutation(game.api, GAME, 'save-notes', ['get-notes'], client),
    );
    await save.mutate({ body: 'second' });
    // The save settled only once the notes were read again: the panel never shows the old ones.
    expect(game.count('get-notes')).toBe(2);
    expect(notes.getCurrentResult().data?.notes.body).toBe('second');
    expect(game.payloads('save-notes')).toEqual([{ body: 'second' }]);
    // Reports are not what a save changes.
    expect(game.count('get-reports')).toBe(1);
    expect(reports.getCurrentResult().isStale).toBe(true);
  });

  it('read the reports again once a report is accepted, and not after a refused one', async () => {
    const list: { id: number; user_id: number; username: string; type: number }[] = [];
    const game = fakeApi((action, payload) => {
      if (action === 'get-reports') return ok({ reports: {}, list: [...list] });
      const report = payload as { user_id: number; type: number };
      if (report.user_id === 1) return { ok: false, error: 'error: You cannot report yourself.' };
      list.unshift({ id: list.length + 1, username: 'Bob', ...report });
      return ok({ html: '', report: { id: list.length, ...report } });
    });
    const client = new QueryClient();
    const reports = show(client, playQuery(game.api, GAME, 'get-reports'));
    await settled();
    expect(reports.getCurrentResult().data?.list).toEqual([]);

    const send = new MutationObserver(
      client,
      playMutation(game.api, GAME, 'send-report', ['get-reports'], client),
    );
    await send.mutate({ user_id: 2, type: 2 });
    expect(game.count('get-reports')).toBe(2);
    expect(reports.getCurrentResult().data?.list).toEqual([
      { id: 1, user_id: 2, username: 'Bob', type: 2 },
    ]);

    await expect(send.mutate({ user_id: 1, type: 0 })).rejects.toThrow(
      'error: You cannot report yourself.',
    );
    expect(send.getCurrentResult().error?.message).toBe('error: You cannot report yourself.');
    expect(game.count('get-reports')).toBe(2);
  });

  it('hold a refused read as its text, without asking again (the connection resends)', async () => {
    const game = fakeApi(() => ({ ok: false, error: 'error: Not seated in this game.' }));
    const notes = show(new QueryClient(), playQuery(game.api, GAME, 'get-notes'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notes.getCurrentResult().error?.message).toBe('error: Not seated in this game.');
    expect(game.count('get-notes')).toBe(1);
  });

  it('keep each game’s reads apart', async () => {
    const game = fakeApi((_action, payload) => ok({ notes: { body: JSON.stringify(payload) } }));
    const client = new QueryClient();
    show(client, playQuery(game.api, GAME, 'get-notes'));
    show(client, playQuery(game.api, GAME + 1, 'get-notes'));
    await settled();
    expect(game.count('get-notes')).toBe(2);
  });
});

describe('the older log', () => {
  const line = (seq: number) => ({ seq, type: 1, player_id: 1 }) as LogEntry;

  it('reads each page once however often the reader scrolls, and puts it before the held lines', async () => {
    const game = fakeApi((_action, payload) => {
      const before = (payload as { before: number }).before;
      return ok({ log: [line(before - 2), line(before - 1)], has_more: before - 2 > 1 });
    });
    const store = new GameStore();
    store.prependLog([line(5), line(6)], true);
    const client = new QueryClient();

    game.hold();
    const scrolls = [1, 2, 3].map(() => loadOlderLog(client, game.api, GAME, store));
    expect(client.isFetching()).toBe(1);
    game.release();
    await Promise.all(scrolls);
    expect(game.payloads('load-full-log')).toEqual([{ before: 5 }]);
    expect(store.get().log.map((e) => e.seq)).toEqual([3, 4, 5, 6]);
    expect(store.get().logHasMore).toBe(true);

    await loadOlderLog(client, game.api, GAME, store);
    expect(game.payloads('load-full-log')).toEqual([{ before: 5 }, { before: 3 }]);
    expect(store.get().log.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    // The first line is held: nothing more to read.
    await loadOlderLog(client, game.api, GAME, store);
    expect(game.count('load-full-log')).toBe(2);
  });

  it('leaves the log as it is when a page cannot be read, and reads it when asked again', async () => {
    let fail = true;
    const game = fakeApi(() =>
      fail
        ? { ok: false, error: 'status: 0, error: offline', status: 0 }
        : ok({ log: [line(4)], has_more: true }),
    );
    const store = new GameStore();
    store.prependLog([line(5)], true);
    const client = new QueryClient();
    await loadOlderLog(client, game.api, GAME, store);
    expect(store.get().log.map((e) => e.seq)).toEqual([5]);
    fail = false;
    await loadOlderLog(client, game.api, GAME, store);
    expect(store.get().log.map((e) => e.seq)).toEqual([4, 5]);
  });
});
