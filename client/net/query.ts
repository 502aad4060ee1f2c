/**
 * Server state in the client: TanStack Query over the typed client. The one QueryClient is passed
 * to each hook rather than provided by the app's shell, so the library lands only in the chunks of
 * the pages that read through it, not in the entry (the lobby's budget, test/e2e/delivery.test.ts).
 */
import {
  QueryClient,
  keepPreviousData,
  useMutation,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import type { SiteRouteKey } from '../../shared/protocol/routes';
import { call, type Args, type CallInput, type ReplyOfRoute } from './api';
import { http, type HttpResult } from './http';

/** A call that did not succeed: the text to show, and the HTTP status (0: no answer at all). */
export class CallFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A refusal (4xx) is the server's final word; only failures without one are tried again. */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = error instanceof CallFailure ? error.status : 0;
  return failures < 3 && (status === 0 || status >= 500);
}

/** 1 s, 2 s, 4 s, ... at most 30 s. */
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
  },
});

/** The data of a successful call; a failure throws its text, for the query to hold as its error. */
export async function unwrap<T>(result: Promise<HttpResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new CallFailure(settled.error, settled.status);
  return settled.data;
}

/** Query keys of declared routes: the key and its input, so each distinct call is cached once. */
const routeKey = <K extends SiteRouteKey>(key: K, input?: CallInput<K>): QueryKey =>
  input === undefined ? [key] : [key, input];

/** Reads a declared GET route; `enabled: false` (or a null input) waits. */
export function useRouteQuery<K extends SiteRouteKey>(
  key: K,
  input: CallInput<K> | null,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery(
    {
      queryKey: routeKey(key, input ?? undefined),
      queryFn: () => unwrap(call(key, ...([input ?? undefined] as Args<K>))),
      enabled: input !== null,
      ...options,
    },
    queryClient,
  );
}

/**
 * Writes through a declared route: `mutate(input)`; on success the reads of the routes it
 * `invalidates` (every input of each) are fetched again, and `onSuccess` gets the reply. A refusal
 * is the mutation's error (its text), never retried.
 */
export function useRouteMutation<K extends SiteRouteKey>(
  key: K,
  options: {
    invalidates?: readonly SiteRouteKey[];
    onSuccess?: (reply: ReplyOfRoute<K>) => unknown;
  } = {},
) {
  return useMutation(
    {
      mutationFn: (input: CallInput<K>) => unwrap(call(key, ...([input] as Args<K>))),
      onSuccess: async (reply) => {
        await options.onSuccess?.(reply);
        await Promise.all(
          (options.invalidates ?? []).map((read) =>
            queryClient.invalidateQueries({ queryKey: [read] }),
          ),
        );
      },
    },
    queryClient,
  );
}

/** GETs a route not declared yet by its URL (same caching and retries); null waits. */
export function useUrlQuery<T>(url: string | null) {
  return useQuery(
    {
      queryKey: ['url', url],
      queryFn: () => unwrap(http.get<T>(url!)),
      enabled: url !== null,
      // A new URL (another page of a list) keeps showing the last one until it arrives.
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
