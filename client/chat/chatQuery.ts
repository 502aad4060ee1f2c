/**
 * One chat's lines as server state: the room's pushes, the lines the viewer sends or moderates
 * and `/chat` reads all land in one cached list per chat. `/chat` is read once the room is joined
 * (or cannot be), and every 10 s while the chat falls back to polling (spec §7, §9), whatever the
 * user is doing, as before; each read asks only for what changed since the newest revision held.
 */
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { CHAT_POLL_MS } from '../../shared/constants';
import type { ChatLineData, ChatRoomName } from '../../shared/protocol/chat';
import { callRoute } from '../net/api';
import { http as defaultHttp, type HttpClient } from '../net/http';
import { routeKey, unwrap } from '../net/query';
import { lastRevision, mergeChatLines } from './chatLines';

export interface ChatTarget {
  room_id: ChatRoomName;
  game_id?: number;
}

export type ChatConnection = 'connecting' | 'live' | 'polling';

export interface ChatLines {
  lines: ChatLineData[];
  /** The newest revision seen, dropped lines' too: the next read's `last_updated`. */
  revision: number;
}

const NO_LINES: ChatLines = { lines: [], revision: 0 };

export const chatKey = ({ room_id, game_id }: ChatTarget): QueryKey => [
  ...routeKey('POST /chat'),
  room_id,
  game_id ?? null,
];

const withLines = (held: ChatLines, incoming: readonly ChatLineData[]): ChatLines => ({
  lines: mergeChatLines(held.lines, incoming),
  revision: lastRevision(incoming, held.revision),
});

/** Adds lines that did not come from a read (a push, a sent or moderated line) to the chat's. */
export function addChatLines(
  client: QueryClient,
  target: ChatTarget,
  incoming: readonly ChatLineData[],
): void {
  client.setQueryData<ChatLines>(chatKey(target), (held = NO_LINES) => withLines(held, incoming));
}

/**
 * The chat's read, given how its room is connected. Once no panel shows the chat its lines go:
 * nothing heard its room meanwhile, and who reads next may see other lines (a moderator's view).
 */
export function chatQuery(
  target: ChatTarget,
  connection: ChatConnection,
  http: HttpClient = defaultHttp,
) {
  const queryKey = chatKey(target);
  return queryOptions({
    queryKey,
    queryFn: async ({ client }) => {
      const since = client.getQueryData<ChatLines>(queryKey)?.revision ?? 0;
      const reply = await unwrap(
        callRoute(http, 'POST /chat', { body: { ...target, last_updated: since } }),
      );
      // What the room pushed while the read was out is in the cache now: merge into that.
      return withLines(client.getQueryData<ChatLines>(queryKey) ?? NO_LINES, reply.lines);
    },
    // After joining, so nothing said in between is missed.
    enabled: connection !== 'connecting',
    refetchInterval: connection === 'polling' ? CHAT_POLL_MS : false,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
