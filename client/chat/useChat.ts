/**
 * One chat's lines, live from the chat room; when the WebSocket fails, `/chat` every 10 s
 * instead (spec §7, §9). Sending goes through `/chat/send`.
 */
import type { Room } from '@colyseus/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS } from '../../shared/constants';
import { ACCOUNT_CLOSED_MESSAGE, type AccountClosed } from '../../shared/protocol/accountClosed';
import {
  CHAT_LINE_MESSAGE,
  CHAT_ROOM,
  type ChatLineData,
  type ChatRoomName,
} from '../../shared/protocol/chat';
import { callRoute } from '../net/api';
import { loadColyseus } from '../net/colyseus';
import { http as defaultHttp, type HttpClient, type HttpResult } from '../net/http';
import { lastRevision, mergeChatLines } from './chatLines';

export interface ChatTarget {
  room_id: ChatRoomName;
  game_id?: number;
}

export type ChatConnection = 'connecting' | 'live' | 'polling';

export interface ChatState {
  lines: ChatLineData[];
  connection: ChatConnection;
  /** Why the chat could not be read (e.g. not on the team), if it could not. */
  loadError: string | null;
  send(body: string): Promise<HttpResult<unknown>>;
  moderate(id: number, action: 'delete' | 'restore'): Promise<HttpResult<unknown>>;
}

export function useChat(target: ChatTarget, http: HttpClient = defaultHttp): ChatState {
  const [lines, setLines] = useState<ChatLineData[]>([]);
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [loadError, setLoadError] = useState<string | null>(null);
  const revision = useRef(0);
  const { room_id: roomId, game_id: gameId } = target;

  const accept = useCallback((incoming: ChatLineData[]) => {
    revision.current = lastRevision(incoming, revision.current);
    setLines((current) => mergeChatLines(current, incoming));
  }, []);

  const poll = useCallback(async () => {
    const result = await callRoute(http, 'POST /chat', {
      body: { room_id: roomId, game_id: gameId, last_updated: revision.current },
    });
    if (!result.ok) setLoadError(result.error);
    else {
      setLoadError(null);
      accept(result.data.lines);
    }
  }, [http, roomId, gameId, accept]);

  useEffect(() => {
    let stopped = false;
    let room: Room | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    revision.current = 0;
    setLines([]);
    // A ban or a sign-out closed the connection: the reason stays, nothing polls in its place.
    let closedForAccount = false;
    const fallBack = () => {
      if (stopped || timer || closedForAccount) return;
      setConnection('polling');
      timer = setInterval(() => void poll(), CHAT_POLL_MS);
    };
    void (async () => {
      try {
        const options =
          gameId === undefined ? { room_id: roomId } : { room_id: roomId, game_id: gameId };
        const { Client } = await loadColyseus();
        if (stopped) return;
        room = await new Client(window.location.origin).joinOrCreate(CHAT_ROOM, options);
        if (stopped) return void room.leave().catch(() => undefined);
        room.onMessage(CHAT_LINE_MESSAGE, (line: ChatLineData) => accept([line]));
        room.onMessage('error', () => undefined);
        room.onMessage(ACCOUNT_CLOSED_MESSAGE, ({ error }: AccountClosed) => {
          closedForAccount = true;
          setLoadError(error);
        });
        room.onLeave(fallBack);
        setConnection('live');
      } catch {
        fallBack();
      }
      // After joining, so nothing sent in between is missed.
      if (!stopped) await poll();
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      void room?.leave().catch(() => undefined);
    };
  }, [roomId, gameId, poll, accept]);

  const send = useCallback(
    async (body: string) => {
      const result = await callRoute(http, 'POST /chat/send', {
        body: { room_id: roomId, game_id: gameId, body },
      });
      if (result.ok) accept([result.data.line]);
      return result;
    },
    [http, roomId, gameId, accept],
  );

  const moderate = useCallback(
    async (id: number, action: 'delete' | 'restore') => {
      const params = { lineId: id };
      const result = await (action === 'delete'
        ? callRoute(http, 'POST /chat/:lineId/delete', { params })
        : callRoute(http, 'POST /chat/:lineId/restore', { params }));
      if (result.ok) accept([result.data.line]);
      return result;
    },
    [http, accept],
  );

  return { lines, connection, loadError, send, moderate };
}
