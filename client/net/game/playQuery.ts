/**
 * The play screen's side calls as server state (TanStack Query): reads (notes, reports, pages of
 * the older log) cached per game, and writes that mark the reads they change stale. They go
 * through the game's connection like every play call (the room while open, else HTTP), which
 * already sends a call of open fate again with backoff (./resendPolicy.ts): nothing here retries
 * on top of it.
 */
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PlayPayloads } from '../../../shared/protocol/play';
import type { SideReplyAction, SideReplyOf } from '../../../shared/protocol/sideReplies';
import { queryClient as pageClient } from '../query';
import type { GameApi } from './api';

/** The side calls that only read. */
export type PlayRead = Extract<SideReplyAction, 'get-notes' | 'get-reports' | 'load-full-log'>;
/** The side calls that write, and whose reply is read. */
export type PlayWrite = Exclude<SideReplyAction, PlayRead>;

/** Query keys of game `gameId`'s side calls; without a payload, every cached call of `action`. */
export const playKey = (gameId: number, action: SideReplyAction, payload?: object): QueryKey =>
  payload === undefined ? ['play', gameId, action] : ['play', gameId, action, payload];

/** The reply of an accepted call; a refused or failed one throws its text (spec §8). */
async function sendPlay<A extends SideReplyAction>(
  api: GameApi,
  action: A,
  payload?: PlayPayloads[A],
): Promise<SideReplyOf<A>> {
  const result = await api.call(action, payload);
  if (!result.ok) throw new Error(result.error);
  return result.data as unknown as SideReplyOf<A>;
}

/** Reads side call `action` of game `gameId` (read again whenever a panel that shows it opens). */
export function playQuery<A extends PlayRead>(
  api: GameApi,
  gameId: number,
  action: A,
  payload?: PlayPayloads[A],
) {
  return queryOptions({
    queryKey: playKey(gameId, action, payload),
    queryFn: () => sendPlay(api, action, payload),
    retry: false,
  });
}

/**
 * Writes through side call `action`; once it is accepted, the reads it changes are fetched again
 * (the write settles when they have arrived, so a panel never shows the old read as current).
 * Writes of one kind go one at a time, in the order they were made.
 */
export function playMutation<A extends PlayWrite>(
  api: GameApi,
  gameId: number,
  action: A,
  invalidates: readonly PlayRead[],
  client: QueryClient = pageClient,
) {
  return {
    mutationKey: playKey(gameId, action),
    mutationFn: (payload: PlayPayloads[A]) => sendPlay(api, action, payload),
    scope: { id: `play ${gameId} ${action}` },
    onSuccess: async () => {
      await Promise.all(
        invalidates.map((read) => client.invalidateQueries({ queryKey: playKey(gameId, read) })),
      );
    },
  };
}
