/**
 * The navbar's live data for a signed-in user (spec §3, §7, §9): `/navbar` every 20 s while the
 * user is active and on the refresh button, at once when the server pushes a change; the debug
 * toggle stops and restarts auto refresh. Guests get nothing and poll nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { NAVBAR_POLL_MS } from '../../../shared/constants';
import { NAVBAR_CHANGED_MESSAGE } from '../../../shared/protocol/liveFeed';
import type { NavbarResponse } from '../../../shared/protocol/navbar';
import { ActivityTracker, setPausedForDebugging } from '../../net/game/activity';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';
import { reconnectLiveFeed, subscribeLiveFeed } from './liveFeed';
import {
  dropExpired,
  LEAVE_ANIMATION_MS,
  mergeServerList,
  nextExpiry,
  withoutNotification,
  type ShownNotification,
} from './notificationList';

export type NavbarCountsData = Pick<
  NavbarResponse,
  'numMessages' | 'numTurns' | 'numPendingLiveGames' | 'numPendingLongTermGames'
>;

export interface NavbarState {
  counts: NavbarCountsData | null;
  notifications: ShownNotification[];
  refreshing: boolean;
  /** The last refresh's failure text, if it failed. */
  error: string | null;
  autoRefresh: boolean;
  refresh(): void;
  setAutoRefresh(on: boolean): void;
  dismiss(id: number): void;
}

/** Runs `tick` every `intervalMs` while `enabled` and the user is active. */
function useActivePolling(enabled: boolean, intervalMs: number, tick: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const activity = new ActivityTracker();
    activity.start();
    const timer = setInterval(() => {
      if (activity.current() === 'active') tick();
    }, intervalMs);
    // Coming back to the page refreshes at once rather than up to 20 s later.
    const offChange = activity.onChange((level) => level === 'active' && tick());
    return () => {
      clearInterval(timer);
      offChange();
      activity.stop();
    };
  }, [enabled, intervalMs, tick]);
}

/** Drops timed-out notifications at the right moment, and leaving ones after their animation. */
function useNotificationTimers(
  notifications: ShownNotification[],
  setNotifications: (update: (list: ShownNotification[]) => ShownNotification[]) => void,
) {
  useEffect(() => {
    const next = nextExpiry(notifications);
    const leaving = notifications.some((entry) => entry.leaving);
    if (next === null && !leaving) return;
    const delay = Math.min(
      next === null ? Infinity : next - Date.now(),
      leaving ? LEAVE_ANIMATION_MS : Infinity,
    );
    const timer = setTimeout(
      () =>
        setNotifications((list) =>
          dropExpired(leaving ? list.filter((entry) => !entry.leaving) : list, Date.now()),
        ),
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [notifications, setNotifications]);
}

export function useNavbar(userId: number | null, http: HttpClient = defaultHttp): NavbarState {
  const [counts, setCounts] = useState<NavbarCountsData | null>(null);
  const [notifications, setNotifications] = useState<ShownNotification[]>([]);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [autoRefresh, setAutoRefreshState] = useState(true);
  const inFlight = useRef(false);
  /** Whether this user's first list has arrived: later ones pop up what is new. */
  const listed = useRef(false);

  const refresh = useCallback(() => {
    if (userId === null || inFlight.current) return;
    inFlight.current = true;
    setRefreshing(true);
    void callRoute(http, 'POST /navbar').then((result) => {
      inFlight.current = false;
      setRefreshing(false);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      const { numMessages, numTurns, numPendingLiveGames, numPendingLongTermGames } = result.data;
      setCounts({ numMessages, numTurns, numPendingLiveGames, numPendingLongTermGames });
      const announce = listed.current;
      listed.current = true;
      setNotifications((list) =>
        mergeServerList(list, result.data.notifications, Date.now(), announce),
      );
    });
  }, [http, userId]);

  useEffect(() => {
    setCounts(null);
    setNotifications([]);
    listed.current = false;
    refresh();
    reconnectLiveFeed();
  }, [refresh]);

  // The debug toggle pauses every poller of the page (the game's too), not only this one.
  const setAutoRefresh = useCallback((on: boolean) => {
    setPausedForDebugging(!on);
    setAutoRefreshState(on);
  }, []);
  const polling = userId !== null && autoRefresh;
  useActivePolling(polling, NAVBAR_POLL_MS, refresh);
  useEffect(
    () => (polling ? subscribeLiveFeed(NAVBAR_CHANGED_MESSAGE, refresh) : undefined),
    [polling, refresh],
  );
  useNotificationTimers(notifications, setNotifications);

  const dismiss = useCallback(
    (id: number) => {
      setNotifications((list) => withoutNotification(list, id));
      void callRoute(http, 'POST /notifications/remove', { body: { notification_id: id } });
    },
    [http],
  );

  return {
    counts,
    notifications,
    refreshing,
    error,
    autoRefresh,
    refresh,
    setAutoRefresh,
    dismiss,
  };
}
