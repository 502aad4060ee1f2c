import type { UseQueryResult } from '@tanstack/react-query';
import type { MapDetail, MapEntity } from '../../../shared/protocol/maps';
import { useRouteQuery } from '../../net/query';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; error: string; retry: () => void }
  | { status: 'ready'; data: T };

/** A query's state as the map screens show it: loading, an error with a retry, or the data. */
function loaded<T>(query: UseQueryResult<T>): Loaded<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.error) {
    return { status: 'error', error: query.error.message, retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

/** The map list (the specification's Map entities), cached for every screen that shows it. */
export function useMapList(): Loaded<MapEntity[]> {
  return loaded(useRouteQuery('GET /api/maps', {}));
}

/** One map with its territories, regions, capitals and hills. */
export function useMapDetail(mapId: string | undefined): Loaded<MapDetail> {
  const valid = mapId !== undefined && /^\d+$/.test(mapId);
  const query = useRouteQuery('GET /api/maps/:mapId', valid ? { params: { mapId } } : null);
  return valid ? loaded(query) : { status: 'error', error: 'Map not found.', retry: () => {} };
}
