import { useCallback } from 'react';
import { useUrlQuery } from './query';

export interface ApiState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/**
 * GETs `url` (again whenever it changes, or on reload) through the query cache: a page seen before
 * shows at once while it refreshes, and a failure without an answer is tried again with backoff.
 * For routes not declared yet; a declared one is read with useRouteQuery (query.ts).
 */
export function useApi<T>(url: string | null): ApiState<T> {
  const { data, error, isFetching, refetch } = useUrlQuery<T>(url);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: data ?? null, error: error ? error.message : null, loading: isFetching, reload };
}
