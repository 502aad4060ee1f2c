import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftResponse, MapDraft } from '../../../shared/protocol/editor';
import { http, type HttpResult } from '../../net/http';
import { EDITOR_API, uploadBackground } from './editorApi';

export type DraftState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; draft: DraftResponse };

type Body = Record<string, unknown>;

export interface DraftHandle {
  state: DraftState;
  /**
   * POSTs to `url` (under a base URL) once the changes before it have been answered; on success
   * the answer becomes the draft shown. A body given as a function is made from the map as the
   * previous change left it (a new territory's free name).
   */
  change(
    url: string,
    body?: Body | ((map: MapDraft) => Body),
  ): Promise<HttpResult<DraftResponse & Body>>;
  upload(file: File): Promise<HttpResult<DraftResponse>>;
  /** The last refusal, until the next change. */
  error: string | null;
}

/** A map in the editor: loaded once, then replaced by each change's answer, one change at a time. */
export function useDraft(mapId: number): DraftHandle {
  const [state, setState] = useState<DraftState>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<MapDraft | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const show = useCallback((draft: DraftResponse) => {
    latest.current = draft.map;
    setState({ status: 'ready', draft });
  }, []);

  useEffect(() => {
    let current = true;
    void http.get<DraftResponse>(`${EDITOR_API}/${mapId}`).then((result) => {
      if (!current) return;
      if (result.ok) show(result.data);
      else setState({ status: 'error', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [mapId, show]);

  /** Runs `send` after every change before it, then shows its answer. */
  const queued = useCallback(
    <T extends DraftResponse>(send: () => Promise<HttpResult<T>>): Promise<HttpResult<T>> => {
      const run = async () => {
        const result = await send();
        setError(result.ok ? null : result.error);
        if (result.ok) show(result.data);
        return result;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [show],
  );

  const change = useCallback<DraftHandle['change']>(
    (url, body = {}) =>
      queued(() =>
        http.post<DraftResponse & Body>(
          url,
          typeof body === 'function' && latest.current ? body(latest.current) : body,
        ),
      ),
    [queued],
  );
  const upload = useCallback(
    (file: File) => queued(() => uploadBackground(mapId, file)),
    [mapId, queued],
  );
  return { state, change, upload, error };
}
