import { useCallback, useEffect, useState } from 'react';
import type { MapDetail, MapEntity } from '../../../shared/protocol/maps';
import { http as defaultHttp, type HttpClient } from '../../net/http';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; error: string; retry: () => void }
  | { status: 'ready'; data: T };

/** GETs `url` once per change of url, with a retry for the error state. */
export function useGet<T>(url: string | null, http: HttpClient): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!url) return;
    let current = true;
    setState({ status: 'loading' });
    void http.get<T>(url).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'error', error: result.error, retry },
      );
    });
    return () => {
      current = false;
    };
  }, [url, http, attempt, retry]);
  return state;
}

/** The map list (the specification's Map entities). */
export function useMapList(http: HttpClient = defaultHttp): Loaded<MapEntity[]> {
  return useGet<MapEntity[]>('/api/maps', http);
}

/** One map with its territories, regions, capitals and hills. */
export function useMapDetail(
  mapId: string | undefined,
  http: HttpClient = defaultHttp,
): Loaded<MapDetail> {
  const valid = mapId !== undefined && /^\d+$/.test(mapId);
  const loaded = useGet<MapDetail>(valid ? `/api/maps/${mapId}` : null, http);
  return valid ? loaded : { status: 'error', error: 'Map not found.', retry: () => {} };
}
