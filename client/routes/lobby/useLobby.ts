/**
 * The lobby's lists from `/lobby/update`: every 30 s while the live lobby shows, at once when
 * the lobby room says a game changed, and on demand. Failures land in the lobby's error area.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOBBY_POLL_MS } from '../../../shared/constants';
// The message name from its own module: protocol/lobby.ts holds the request's zod schema, which
// would bring zod (25 kB compressed) into the lobby for one string.
import { LOBBY_CHANGED_MESSAGE } from '../../../shared/protocol/liveFeed';
import type { LobbyFilterField, LobbyUpdateResponse } from '../../../shared/protocol/lobby';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';
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

/** The server's own error when it answered one, else the spec's 'Refresh failed'. */
export function refreshFailure(result: { body: unknown }): string {
  const body = result.body as { success?: unknown; error?: unknown } | null;
  return body?.success === false && typeof body.error === 'string' && body.error
    ? body.error
    : 'Refresh failed';
}

export function useLobby(query: LobbyQuery, http: HttpClient = defaultHttp): LobbyData {
  const [data, setData] = useState<LobbyUpdateResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [errors, setErrors] = useState<string[]>([]);
  const latest = useRef(0);
  const { live, view, filters } = query;
  const filterKey = JSON.stringify(filters);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    // Filters travel as their JSON key, so a new object with the same values does not refetch.
    const body = {
      live: live ? 1 : 0,
      listview: view === 'list' ? 1 : 0,
      ...JSON.parse(filterKey),
    };
    void callRoute(http, 'POST /lobby/update', { body }).then((result) => {
      if (request !== latest.current) return;
      setLoading(false);
      if (result.ok) setData(result.data);
      else setErrors((list) => [...list, refreshFailure(result)].slice(-MAX_ERRORS));
    });
  }, [http, live, view, filterKey]);

  useEffect(() => {
    refresh();
    if (!live) return;
    const timer = setInterval(refresh, LOBBY_POLL_MS);
    return () => clearInterval(timer);
  }, [live, refresh]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Every open lobby hears the same push: spread their refreshes so they do not all arrive at once.
    const off = subscribeLiveFeed(LOBBY_CHANGED_MESSAGE, () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, Math.random() * PUSH_JITTER_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [refresh]);

  return { data, loading, errors, refresh, clearErrors: () => setErrors([]) };
}
