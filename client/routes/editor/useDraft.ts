import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { EDITOR_ERRORS, type DraftResponse, type MapDraft } from '../../../shared/protocol/editor';
import type { SiteRouteKey } from '../../../shared/protocol/routes';
import { call, type Args, type CallInput, type ReplyOfRoute } from '../../net/api';
import type { HttpResult } from '../../net/http';
import { queryClient, routeKey, unwrap, useRouteQuery } from '../../net/query';

/** The calls that change a map in the editor: each answers the map as it is now. */
export type DraftChangeKey = Exclude<
  Extract<SiteRouteKey, `POST /api/editor/maps/:mapId/${string}`>,
  'POST /api/editor/maps/:mapId/delete'
>;

/** A change's input, or a function making it from the map as the changes before it left it. */
type ChangeInput<K extends DraftChangeKey> = CallInput<K> | ((map: MapDraft) => CallInput<K>);

type Send = (map: MapDraft | undefined) => Promise<HttpResult<DraftResponse>>;

export interface DraftHandle {
  /** The map and what is still wrong with it, once loaded. */
  draft: DraftResponse | undefined;
  /** Why the map could not be loaded. */
  loadError: string | null;
  /**
   * Makes a change once the changes before it have been answered; its answer becomes the map
   * shown. Resolves to the answer, or undefined when refused (then `error` says why).
   */
  change<K extends DraftChangeKey>(
    key: K,
    input: ChangeInput<K>,
  ): Promise<ReplyOfRoute<K> | undefined>;
  /** The last refusal, until the next change. */
  error: string | null;
}

const NOT_LOADED = 'The map is not loaded yet.';

const draftKey = (mapId: number) => routeKey('GET /api/editor/maps/:mapId', { params: { mapId } });

/** A map in the editor: read through the query cache, replaced by each change's answer, one change at a time. */
export function useDraft(mapId: number): DraftHandle {
  const query = useRouteQuery(
    'GET /api/editor/maps/:mapId',
    mapId > 0 ? { params: { mapId } } : null,
  );
  const { mutateAsync, error } = useMutation(
    {
      mutationFn: (send: Send) =>
        unwrap(send(queryClient.getQueryData<DraftResponse>(draftKey(mapId))?.map)),
      // One map's changes run in order: a change made from the map reads the previous answer.
      scope: { id: `editor-map-${mapId}` },
      onSuccess: ({ success, map, problems, can_publish }) => {
        queryClient.setQueryData(draftKey(mapId), { success, map, problems, can_publish });
        // The editor's list shows each map's name and territories; the catalogue gains a published map.
        void queryClient.invalidateQueries({ queryKey: routeKey('GET /api/editor/maps') });
        if (map.published)
          void queryClient.invalidateQueries({ queryKey: routeKey('GET /api/maps') });
      },
    },
    queryClient,
  );

  const change = useCallback(
    async <K extends DraftChangeKey>(key: K, input: ChangeInput<K>) => {
      const send: Send = (map) => {
        const made = typeof input === 'function' ? map && input(map) : input;
        if (!made) return Promise.resolve({ ok: false, status: 0, error: NOT_LOADED, body: null });
        return call(key, ...([made] as Args<K>)) as Promise<HttpResult<DraftResponse>>;
      };
      try {
        return (await mutateAsync(send)) as ReplyOfRoute<K>;
      } catch {
        return undefined;
      }
    },
    [mutateAsync],
  );
  return {
    draft: query.data,
    loadError: mapId > 0 ? (query.error?.message ?? null) : EDITOR_ERRORS.noMap,
    change,
    error: error?.message ?? null,
  };
}
