/**
 * The navbar's live data for a signed-in user (spec §3, §7, §9), read through TanStack Query:
 * `/navbar` every 20 s while the user is active (the page's activity is TanStack's focus, see
 * net/query.ts) and at once on coming back, on the refresh button, and when the server pushes a
 * change; the debug toggle stops and restarts auto refresh. Guests get nothing and poll nothing.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NAVBAR_POLL_MS } from '../../../shared/constants';
import { NAVBAR_CHANGED_MESSAGE } from '../../../shared/protocol/liveFeed';
import type { NavbarResponse } from '../../../shared/protocol/navbar';
import { setPausedForDebugging } from '../../net/game/activity';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';
import { queryClient, routeKey, unwrap } from '../../net/query';
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

/**
 * The navbar's read for `userId` (none for a guest): every 20 s while auto refresh is on and
 * TanStack's focus (the user's activity) holds, and at once when the user comes back.
 */
export function navbarQuery(userId: number | null, autoRefresh: boolean, http = defaultHttp) {
  return queryOptions({
    queryKey: [...routeKey('POST /navbar'), userId],
    queryFn: () => unwrap(callRoute(http, 'POST /navbar')),
    enabled: userId !== null,
    refetchInterval: autoRefresh ? NAVBAR_POLL_MS : false,
    refetchOnWindowFocus: 'always',
  });
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
  const [notifications, setNotifications] = useState<ShownNotification[]>([]);
  const [autoRefresh, setAutoRefreshState] = useState(true);
  const navbar = useQuery(navbarQuery(userId, autoRefresh, http), queryClient);
  const { data, dataUpdatedAt, refetch } = navbar;
  /** Whether this user's first list has arrived: later ones pop up what is new. */
  const listed = useRef(false);

  useEffect(() => {
    setNotifications([]);
    listed.current = false;
    reconnectLiveFeed();
  }, [userId]);

  useEffect(() => {
    if (!data) return;
    const announce = listed.current;
    listed.current = true;
    setNotifications((list) => mergeServerList(list, data.notifications, Date.now(), announce));
  }, [data, dataUpdatedAt]);

  // A refresh while one is under way waits for that one rather than starting again.
  const refresh = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  // The debug toggle pauses every poller of the page (the game's too), not only this one.
  const setAutoRefresh = useCallback((on: boolean) => {
    setPausedForDebugging(!on);
    setAutoRefreshState(on);
  }, []);
  // A push says the list changed after a fetch under way may have read it: that one is dropped
  // and the list read afresh, where waiting for it would show the change only at the next poll.
  const refreshAfterPush = useCallback(() => void refetch(), [refetch]);
  const polling = userId !== null && autoRefresh;
  useEffect(
    () => (polling ? subscribeLiveFeed(NAVBAR_CHANGED_MESSAGE, refreshAfterPush) : undefined),
    [polling, refreshAfterPush],
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
    counts: data ? countsOf(data) : null,
    notifications,
    refreshing: navbar.isFetching,
    error: navbar.error?.message ?? null,
    autoRefresh,
    refresh,
    setAutoRefresh,
    dismiss,
  };
}

function countsOf({
  numMessages,
  numTurns,
  numPendingLiveGames,
  numPendingLongTermGames,
}: NavbarResponse): NavbarCountsData {
  return { numMessages, numTurns, numPendingLiveGames, numPendingLongTermGames };
}
