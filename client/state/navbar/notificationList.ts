/**
 * The notifications the navbar shows (spec §4): present, then removed when dismissed, when
 * their timeout runs out, or when gone from the server's list (those leave with an animation).
 */
import type { NotificationData } from '../../../shared/protocol/navbar';

export interface ShownNotification {
  data: NotificationData;
  /** Client time it first arrived; its timeout counts from here. */
  receivedAt: number;
  /** Gone from the server's list: shown leaving until the animation ends. */
  leaving: boolean;
}

/** How long the leaving animation runs (navbar.css uses the same). */
export const LEAVE_ANIMATION_MS = 300;

/** Takes the server's current list: new ones arrive, missing ones start leaving. */
export function mergeServerList(
  shown: readonly ShownNotification[],
  server: readonly NotificationData[],
  now: number,
): ShownNotification[] {
  const onServer = new Map(server.map((n) => [n.notification_id, n]));
  const known = new Set(shown.map((n) => n.data.notification_id));
  const kept = shown.map((entry) => {
    const fresh = onServer.get(entry.data.notification_id);
    return fresh ? { ...entry, data: fresh } : { ...entry, leaving: true };
  });
  const added = server
    .filter((n) => !known.has(n.notification_id))
    .map((data) => ({ data, receivedAt: now, leaving: false }));
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
