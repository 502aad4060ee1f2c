/**
 * The lobby's lists from `/lobby/update` (spec §9: every 30 s while the live lobby shows), read
 * through TanStack Query: at once when the lobby room says a game changed, and on demand. Failures
 * land in the lobby's error area, one line each.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOBBY_POLL_MS } from '../../../shared/constants';
// The message name from its own module: protocol/lobby.ts holds the request's zod schema, which
// would bring zod (25 kB compressed) into the lobby for one string.
import { LOBBY_CHANGED_MESSAGE } from '../../../shared/protocol/liveFeed';
import type { LobbyFilterField, LobbyUpdateResponse } from '../../../shared/protocol/lobby';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';
import { CallFailure, queryClient, routeKey, unwrap } from '../../net/query';
import { subscribeLiveFeed } from '../../state/navbar/liveFeed';
import type { LobbyView } from '../../../shared/html/LobbyGameCard';

export type LobbyFilters = Record<LobbyFilterField, number>;

export interface LobbyQuery {
  live: boolean;
  view: LobbyView;
  filters: LobbyFilters;
}

export interface LobbyData {
  data: LobbyUpdateResponse | null;
  loading: boolean;
  /** Failure texts, newest last ('Refresh failed' or the server's error). */
  errors: string[];
  refresh(): void;
  clearErrors(): void;
}

const MAX_ERRORS = 3;
const PUSH_JITTER_MS = 1000;
const LOBBY_ROUTE = 'POST /lobby/update';

/** The server's own error when it answered one, else the spec's 'Refresh failed'. */
export function refreshFailure({ body }: { body: unknown }): string {
  const refusal = body as { success?: unknown; error?: unknown } | null;
  return refusal?.success === false && typeof refusal.error === 'string' && refusal.error
    ? refusal.error
    : 'Refresh failed';
}

/**
 * The lobby's read: its lists for these filters, every 30 s while live whether or not the user is
 * active (the spec polls the live lobby unconditionally), the last lists kept on screen while
 * other filters load.
 */
export function lobbyQuery({ live, view, filters }: LobbyQuery, http: HttpClient = defaultHttp) {
  const body = { live: live ? 1 : 0, listview: view === 'list' ? 1 : 0, ...filters };
  return queryOptions({
    queryKey: routeKey(LOBBY_ROUTE, { body }),
    queryFn: () => unwrap(callRoute(http, LOBBY_ROUTE, { body })),
    refetchInterval: live ? LOBBY_POLL_MS : false,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
  });
}

/** Every open lobby hears the same push: spread their refreshes so they do not all arrive at once. */
function useLobbyPushes() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = subscribeLiveFeed(LOBBY_CHANGED_MESSAGE, () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: routeKey(LOBBY_ROUTE) }),
        Math.random() * PUSH_JITTER_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);
}

export function useLobby(query: LobbyQuery, http: HttpClient = defaultHttp): LobbyData {
  const lobby = useQuery(lobbyQuery(query, http), queryClient);
  const [errors, setErrors] = useState<string[]>([]);
  const { error, errorUpdatedAt } = lobby;
  useEffect(() => {
    if (!error) return;
    const failure = refreshFailure(error instanceof CallFailure ? error : { body: null });
    setErrors((list) => [...list, failure].slice(-MAX_ERRORS));
  }, [error, errorUpdatedAt]);
  useLobbyPushes();

  return {
    data: lobby.data ?? null,
    loading: lobby.isFetching,
    errors,
    refresh: () => void lobby.refetch(),
    clearErrors: () => setErrors([]),
  };
}
