import { describe, expect, it } from 'vitest';
import type { NotificationData } from '../../../shared/protocol/navbar';
import {
  dropExpired,
  mergeServerList,
  nextExpiry,
  nextPopUpEnd,
  popUps,
  withoutNotification,
  type ShownNotification,
} from './notificationList';

const note = (id: number, timeout = -1, gameId: number | null = null): NotificationData => ({
  notification_id: id,
  html: '',
  kind: gameId === null ? 'staff' : 'your-turn',
  text: `note ${id}`,
  game_id: gameId,
  timeout,
  created_at: '2026-11-22T12:00:00.000Z',
});

describe('the navbar notification list', () => {
  it('adds what the server lists and lets what it no longer lists leave, animated', () => {
    let shown: ShownNotification[] = mergeServerList([], [note(1), note(2)], 1000);
    expect(shown.map((n) => [n.data.notification_id, n.leaving])).toEqual([
      [1, false],
      [2, false],
    ]);
    shown = mergeServerList(shown, [note(2), note(3)], 2000);
    expect(shown.map((n) => [n.data.notification_id, n.leaving, n.receivedAt])).toEqual([
      [1, true, 1000],
      [2, false, 1000],
      [3, false, 2000],
    ]);
  });

  it('times out after the timeout in seconds, never with a negative timeout', () => {
    const shown = mergeServerList([], [note(1, 5), note(2, -1), note(3, 0)], 10_000);
    expect(nextExpiry(shown)).toBe(10_000);
    expect(dropExpired(shown, 10_000).map((n) => n.data.notification_id)).toEqual([1, 2]);
    expect(dropExpired(shown, 14_999).map((n) => n.data.notification_id)).toEqual([1, 2]);
    expect(dropExpired(shown, 15_000).map((n) => n.data.notification_id)).toEqual([2]);
    expect(dropExpired(shown, 1e12).map((n) => n.data.notification_id)).toEqual([2]);
    expect(nextExpiry(dropExpired(shown, 15_000))).toBeNull();
  });

  it('removes a dismissed notification at once', () => {
    const shown = mergeServerList([], [note(1), note(2)], 0);
    expect(withoutNotification(shown, 1).map((n) => n.data.notification_id)).toEqual([2]);
  });

  it('pops up only what arrives while the page is open, for 2 s, at most 6', () => {
    const ids = (list: ShownNotification[]) => list.map((n) => n.data.notification_id);
    const first = mergeServerList([], [note(1)], 0, false);
    expect(popUps(first, 0, null)).toEqual([]);
    const later = mergeServerList(
      first,
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => note(id)),
      500,
    );
    expect(ids(popUps(later, 500, null))).toEqual([3, 4, 5, 6, 7, 8]);
    expect(ids(popUps(later, 2_499, null))).toHaveLength(6);
    expect(popUps(later, 2_500, null)).toEqual([]);
    expect(nextPopUpEnd(later, 500)).toBe(2_500);
    expect(nextPopUpEnd(later, 2_500)).toBeNull();
  });

  it('does not pop up what is about the game on screen', () => {
    const shown = mergeServerList([], [note(1, -1, 7), note(2, -1, 8)], 0);
    expect(popUps(shown, 0, 7).map((n) => n.data.game_id)).toEqual([8]);
    expect(popUps(shown, 0, null)).toHaveLength(2);
  });
});
