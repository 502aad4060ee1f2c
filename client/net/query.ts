/**
 * Server state in the client: TanStack Query over the typed client, one QueryClient for the page,
 * handed to each hook. The navbar reads through it on every page, so the library is in the entry.
 */
import {
  QueryClient,
  focusManager,
  keepPreviousData,
  useMutation,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import type { SiteRouteKey } from '../../shared/protocol/routes';
import { call, type Args, type CallInput, type ReplyOfRoute } from './api';
import { ActivityTracker } from './game/activity';
import type { HttpResult } from './http';

/**
 * A call that did not succeed: the text to show, the HTTP status (0: no answer at all) and what
 * the server sent, if anything.
 */
export class CallFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
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

/**
 * Starts the page's server state: TanStack's focus becomes the user's activity (spec §4: input
 * within 30 s, the tab visible, auto refresh not paused for debugging), so a poll runs only while
 * the user is active unless it says otherwise, and a read that asks for it refreshes when the user
 * comes back. Returns the way to stop (tests).
 */
export function startServerState(client: QueryClient = queryClient): () => void {
  focusManager.setEventListener((setFocused) => {
    const activity = new ActivityTracker();
    activity.start();
    setFocused(activity.current() === 'active');
    const offChange = activity.onChange((level) => setFocused(level === 'active'));
    return () => {
      offChange();
      activity.stop();
    };
  });
  client.mount();
  return () => {
    client.unmount();
    focusManager.setEventListener(() => undefined);
    focusManager.setFocused(undefined);
  };
}

/** The data of a successful call; a failure throws its text, for the query to hold as its error. */
export async function unwrap<T>(result: Promise<HttpResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new CallFailure(settled.error, settled.status, settled.body);
  return settled.data;
}

/**
 * Query keys of declared routes: the key and its input, so each distinct call is cached once.
 * `routeKey(key)` alone names every cached call of the route (for invalidating them all).
 */
export const routeKey = <K extends SiteRouteKey>(key: K, input?: CallInput<K>): QueryKey =>
  input === undefined ? [key] : [key, input];

/** Reads a declared GET route; `enabled: false` (or a null input) waits. */
export function useRouteQuery<K extends SiteRouteKey>(
  key: K,
  input: CallInput<K> | null,
  {
    keepPrevious = false,
    ...options
  }: {
    refetchInterval?: number | false;
    /** 'always': read again whenever a screen that shows it mounts, even if fresh. */
    refetchOnMount?: boolean | 'always';
    /** Another input (the next page) keeps showing the last reply until its own arrives. */
    keepPrevious?: boolean;
  } = {},
) {
  return useQuery(
    {
      queryKey: routeKey(key, input ?? undefined),
      queryFn: () => unwrap(call(key, ...([input ?? undefined] as Args<K>))),
      enabled: input !== null,
      ...(keepPrevious && { placeholderData: keepPreviousData }),
      ...options,
    },
    queryClient,
  );
}

export interface RouteMutationOptions<K extends SiteRouteKey> {
  /**
   * The reads this write changes, fetched again once it succeeds: routes (every cached call of
   * each), or the exact query keys (routeKey(...)) found from the reply and the input.
   */
  invalidates?:
    readonly SiteRouteKey[] | ((reply: ReplyOfRoute<K>, input: CallInput<K>) => QueryKey[]);
  /** Writes of one scope run one at a time, in the order they were made. */
  scope?: string;
  /** After the reads are marked stale (a page that navigates away finds them fresh). */
  onSuccess?(reply: ReplyOfRoute<K>, input: CallInput<K>): void;
}

/** What useRouteMutation hands TanStack: the call, and after a success the reads to refresh. */
export function routeMutation<K extends SiteRouteKey>(
  key: K,
  { invalidates = [], scope, onSuccess }: RouteMutationOptions<K> = {},
  client: QueryClient = queryClient,
) {
  return {
    mutationKey: [key],
    mutationFn: (input: CallInput<K>) => unwrap(call(key, ...([input] as Args<K>))),
    scope: scope === undefined ? undefined : { id: scope },
    onSuccess: async (reply: ReplyOfRoute<K>, input: CallInput<K>) => {
      const stale =
        typeof invalidates === 'function'
          ? invalidates(reply, input)
          : invalidates.map((read): QueryKey => [read]);
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
      onSuccess?.(reply, input);
    },
  };
}

/**
 * Writes through a declared route, `mutate(input)`; a refusal is the mutation's `error`
 * (a CallFailure with the server's text). Writes are not tried again: the server may have acted.
 */
export function useRouteMutation<K extends SiteRouteKey>(
  key: K,
  options: RouteMutationOptions<K> = {},
) {
  return useMutation<ReplyOfRoute<K>, CallFailure, CallInput<K>>(
    routeMutation(key, options),
    queryClient,
  );
}
