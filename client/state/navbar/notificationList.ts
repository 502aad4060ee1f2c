/**
 * The notifications the navbar shows (spec §4): present, then removed when dismissed, when
 * their timeout runs out, or when gone from the server's list (those leave with an animation).
 */
import { TOAST_DURATION_MS, TOAST_MAX_SHOWN } from '../../../shared/constants';
import type { NotificationData } from '../../../shared/protocol/navbar';

export interface ShownNotification {
  data: NotificationData;
  /** Client time it first arrived; its timeout counts from here. */
  receivedAt: number;
  /** Gone from the server's list: shown leaving until the animation ends. */
  leaving: boolean;
  /**
   * Arrived while the page was open, so it pops up once. What the first fetch finds was there
   * before: it waits in the bell instead of popping up again on every page load.
   */
  announce: boolean;
}

/** How long the leaving animation runs (navbar.css uses the same). */
export const LEAVE_ANIMATION_MS = 300;

/**
 * Takes the server's current list: new ones arrive, missing ones start leaving. `announce` is
 * false for the first list of a page (those were already there).
 */
export function mergeServerList(
  shown: readonly ShownNotification[],
  server: readonly NotificationData[],
  now: number,
  announce = true,
): ShownNotification[] {
  const onServer = new Map(server.map((n) => [n.notification_id, n]));
  const known = new Set(shown.map((n) => n.data.notification_id));
  const kept = shown.map((entry) => {
    const fresh = onServer.get(entry.data.notification_id);
    return fresh ? { ...entry, data: fresh } : { ...entry, leaving: true };
  });
  const added = server
    .filter((n) => !known.has(n.notification_id))
    .map((data) => ({ data, receivedAt: now, leaving: false, announce }));
  return [...kept, ...added];
}

/** The time an entry's timeout runs out, or null for a negative timeout (no auto-removal). */
export function expiresAt(entry: ShownNotification): number | null {
  return entry.data.timeout < 0 ? null : entry.receivedAt + entry.data.timeout * 1000;
}

/** Drops entries whose timeout has run out. */
export function dropExpired(shown: readonly ShownNotification[], now: number): ShownNotification[] {
  return shown.filter((entry) => {
    const end = expiresAt(entry);
    return end === null || end > now;
  });
}

/** The next moment something must be dropped, for one timer; null when nothing times out. */
export function nextExpiry(shown: readonly ShownNotification[]): number | null {
  const times = shown.map(expiresAt).filter((time): time is number => time !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

export function withoutNotification(
  shown: readonly ShownNotification[],
  id: number,
): ShownNotification[] {
  return shown.filter((entry) => entry.data.notification_id !== id);
}

/**
 * The notifications popping up now (spec §9: a toast shows 2 s, at most 6 at once): those that
 * arrived while the page was open, for 2 s each, except those about the game on screen (the
 * player is already there). The bell keeps them all.
 */
export function popUps(
  shown: readonly ShownNotification[],
  now: number,
  gameOnScreen: number | null,
): ShownNotification[] {
  return shown
    .filter(
      (entry) =>
        entry.announce &&
        !entry.leaving &&
        now < entry.receivedAt + TOAST_DURATION_MS &&
        (gameOnScreen === null || entry.data.game_id !== gameOnScreen),
    )
    .slice(-TOAST_MAX_SHOWN);
}

/** When the next pop-up ends, for one timer; null when none is up. */
export function nextPopUpEnd(shown: readonly ShownNotification[], now: number): number | null {
  const ends = shown
    .filter((entry) => entry.announce)
    .map((entry) => entry.receivedAt + TOAST_DURATION_MS)
    .filter((end) => end > now);
  return ends.length > 0 ? Math.min(...ends) : null;
}
