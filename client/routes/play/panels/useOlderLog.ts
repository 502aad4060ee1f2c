/**
 * The log's older pages (load-full-log {before}) read through TanStack Query, into the game's
 * store, which holds the log the room and update-state add to. A scroll that asks again while a
 * page is on its way joins that read instead of sending another.
 */
import { useIsFetching, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GameApi } from '../../../net/game/api';
import { playKey, playQuery } from '../../../net/game/playQuery';
import { queryClient } from '../../../net/query';
import type { GameStore } from '../../../state/game/store';
import { usePlay } from '../PlayContext';

/**
 * Loads the page before the oldest numbered line the store holds, if there is one, and puts it
 * in the store. A failed read leaves the log as it is (the button stays to try again).
 */
export async function loadOlderLog(
  client: QueryClient,
  api: GameApi,
  gameId: number,
  store: GameStore,
): Promise<void> {
  const { log, logHasMore } = store.get();
  const before = log.find((e) => e.seq !== undefined)?.seq;
  if (!logHasMore || before === undefined || before <= 1) return;
  try {
    const page = await client.fetchQuery(playQuery(api, gameId, 'load-full-log', { before }));
    store.prependLog(page.log, page.has_more);
  } catch {
    // Nothing to add: the reader may ask again.
  }
}

export function useOlderLog() {
  const { api, gameId, store } = usePlay();
  const loading = useIsFetching({ queryKey: playKey(gameId, 'load-full-log') }, queryClient) > 0;
  const loadOlder = useCallback(
    () => void loadOlderLog(queryClient, api, gameId, store),
    [api, gameId, store],
  );
  return { loading, loadOlder };
}
