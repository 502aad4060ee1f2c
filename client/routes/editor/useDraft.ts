import { useCallback, useEffect, useState } from 'react';
import type { DraftResponse } from '../../../shared/protocol/editor';
import { http, type HttpResult } from '../../net/http';
import { EDITOR_API, uploadBackground } from './editorApi';

export type DraftState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; draft: DraftResponse };

export interface DraftHandle {
  state: DraftState;
  /** POSTs to `url` (under a base URL); on success the answer becomes the draft shown. */
  change(
    url: string,
    body?: Record<string, unknown>,
  ): Promise<HttpResult<DraftResponse & Record<string, unknown>>>;
  upload(file: File): Promise<HttpResult<DraftResponse>>;
  /** The last refusal, until the next change. */
  error: string | null;
}

/** A map in the editor: loaded once, then replaced by each change's answer. */
export function useDraft(mapId: number): DraftHandle {
  const [state, setState] = useState<DraftState>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void http.get<DraftResponse>(`${EDITOR_API}/${mapId}`).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', draft: result.data }
          : { status: 'error', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [mapId]);

  const settle = useCallback(<T extends DraftResponse>(result: HttpResult<T>) => {
    setError(result.ok ? null : result.error);
    if (result.ok) setState({ status: 'ready', draft: result.data });
    return result;
  }, []);

  const change = useCallback(
    async (url: string, body: Record<string, unknown> = {}) =>
      settle(await http.post<DraftResponse & Record<string, unknown>>(url, body)),
    [settle],
  );
  const upload = useCallback(
    async (file: File) => settle(await uploadBackground(mapId, file)),
    [mapId, settle],
  );
  return { state, change, upload, error };
}
