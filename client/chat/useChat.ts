/**
 * One chat's lines, live from the chat room; when the WebSocket fails, `/chat` every 10 s
 * instead (spec §7, §9; the reads are ./chatQuery.ts). Sending goes through `/chat/send`.
 */
import type { Room } from '@colyseus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ACCOUNT_CLOSED_MESSAGE, type AccountClosed } from '../../shared/protocol/accountClosed';
import { CHAT_LINE_MESSAGE, CHAT_ROOM, type ChatLineData } from '../../shared/protocol/chat';
import { callRoute } from '../net/api';
import { loadColyseus } from '../net/colyseus';
import { http as defaultHttp, type HttpClient, type HttpResult } from '../net/http';
import { queryClient } from '../net/query';
import { addChatLines, chatQuery, type ChatConnection, type ChatTarget } from './chatQuery';

export interface ChatState {
  lines: ChatLineData[];
  connection: ChatConnection;
  /** Why the chat could not be read (e.g. not on the team), if it could not. */
  loadError: string | null;
  send(body: string): Promise<HttpResult<unknown>>;
  moderate(id: number, action: 'delete' | 'restore'): Promise<HttpResult<unknown>>;
}

/** Joins the chat's room, its pushes going into the chat's lines; says how the chat is connected. */
function useChatRoom(target: ChatTarget) {
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [closedReason, setClosedReason] = useState<string | null>(null);

  useEffect(() => {
    const { room_id, game_id } = target;
    const options = game_id === undefined ? { room_id } : { room_id, game_id };
    let stopped = false;
    let room: Room | undefined;
    setConnection('connecting');
    // A ban or a sign-out closed the connection: the reason stays, nothing polls in its place.
    let closedForAccount = false;
    const fallBack = () => {
      if (!stopped && !closedForAccount) setConnection('polling');
    };
    void (async () => {
      try {
        const { Client } = await loadColyseus();
        if (stopped) return;
        room = await new Client(window.location.origin).joinOrCreate(CHAT_ROOM, options);
        if (stopped) return void room.leave().catch(() => undefined);
        room.onMessage(CHAT_LINE_MESSAGE, (line: ChatLineData) =>
          addChatLines(queryClient, target, [line]),
        );
        room.onMessage('error', () => undefined);
        room.onMessage(ACCOUNT_CLOSED_MESSAGE, ({ error }: AccountClosed) => {
          closedForAccount = true;
          setClosedReason(error);
        });
        room.onLeave(fallBack);
        setConnection('live');
      } catch {
        fallBack();
      }
    })();
    return () => {
      stopped = true;
      void room?.leave().catch(() => undefined);
    };
  }, [target]);

  return { connection, closedReason };
}

const NO_LINES: ChatLineData[] = [];

export function useChat(
  { room_id: roomId, game_id: gameId }: ChatTarget,
  http: HttpClient = defaultHttp,
): ChatState {
  const address = useMemo(() => ({ room_id: roomId, game_id: gameId }), [roomId, gameId]);
  const { connection, closedReason } = useChatRoom(address);
  const read = useQuery(chatQuery(address, connection, http), queryClient);

  const send = useCallback(
    async (body: string) => {
      const result = await callRoute(http, 'POST /chat/send', { body: { ...address, body } });
      if (result.ok) addChatLines(queryClient, address, [result.data.line]);
      return result;
    },
    [http, address],
  );

  const moderate = useCallback(
    async (id: number, action: 'delete' | 'restore') => {
      const params = { lineId: id };
      const result = await (action === 'delete'
        ? callRoute(http, 'POST /chat/:lineId/delete', { params })
        : callRoute(http, 'POST /chat/:lineId/restore', { params }));
      if (result.ok) addChatLines(queryClient, address, [result.data.line]);
      return result;
    },
    [http, address],
  );

  return {
    lines: read.data?.lines ?? NO_LINES,
    connection,
    loadError: closedReason ?? read.error?.message ?? null,
    send,
    moderate,
  };
}
