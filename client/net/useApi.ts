import { useCallback, useEffect, useState } from 'react';
import { http } from '../../net/http';

export interface ApiState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** GETs `url` (again whenever it changes, or on reload); the community pages read their data with it. */
export function useApi<T>(url: string | null): ApiState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(url !== null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (url === null) return;
    let current = true;
    setLoading(true);
    void http.get<T>(url).then((result) => {
      if (!current) return;
      setLoading(false);
      setError(result.ok ? null : result.error);
      if (result.ok) setData(result.data);
    });
    return () => {
      current = false;
    };
  }, [url, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { data, error, loading, reload };
}
