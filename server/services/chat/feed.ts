import { matchMaker } from '@colyseus/core';
import type { ChatRoomName } from '../../../shared/protocol/chat';
import type { StoredChatLine } from '../../db/chat';

/** Presence channel of one chat room (all the teams of a game share the 'team' room). */
export function chatTopic(roomId: ChatRoomName, gameId: number | undefined): string {
  return `chat:${roomId}:${gameId ?? 0}`;
}

/** Tells every process's chat room that a line is new or changed. */
export function announceChatLine(topic: string, line: StoredChatLine): void {
  void Promise.resolve(matchMaker.presence.publish(topic, line)).catch((error: unknown) =>
    console.error('could not announce a chat line', error),
  );
}

/** Presence serialises to JSON (Redis): dates arrive as strings. */
export function revivedChatLine(raw: StoredChatLine): StoredChatLine {
  return { ...raw, createdAt: new Date(raw.createdAt) };
}
