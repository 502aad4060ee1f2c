import { useCallback, useState } from 'react';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';

export type InviteState =
  { status: 'sending' } | { status: 'sent' } | { status: 'failed'; error: string };

/** Invitations to one game (`send-invite {username}`), with each username's outcome. */
export function useInvite(gameId: number | null, http: HttpClient = defaultHttp) {
  const [states, setStates] = useState<Record<string, InviteState>>({});
  const invite = useCallback(
    async (username: string) => {
      if (gameId === null) return;
      setStates((all) => ({ ...all, [username]: { status: 'sending' } }));
      const result = await callRoute(http, 'POST /game/:gameId/play/:action', {
        params: { gameId, action: 'send-invite' },
        body: { username },
      });
      setStates((all) => ({
        ...all,
        [username]: result.ok ? { status: 'sent' } : { status: 'failed', error: result.error },
      }));
    },
    [gameId, http],
  );
  return { states, invite };
}
