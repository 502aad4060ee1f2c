export type { ChatAddress } from './chatRequests';

/**
 * The chat calls of spec §7 (`/chat`, `/chat/send`, `/chat/{id}/delete|restore`) and the chat
 * room's messages. A chat is named by `room_id` (+ `game_id` for a game's chats): the public
 * lobby room, a game's chat, or the team chat of the viewer's team in that game.
 */

export const CHAT_ROOMS = ['lobby', 'game', 'team'] as const;
export type ChatRoomName = (typeof CHAT_ROOMS)[number];

export const CHAT_BODY_MAX_LENGTH = 500;
/** Lines sent when a chat is first opened (last_updated 0). */
export const CHAT_BACKLOG_LINES = 50;

/** Lines a player can send with one click (the play screen's preset chat). */
export const PRESET_CHAT_LINES = [
  'Good luck, have fun!',
  'Good game!',
  'Well played.',
  'Thanks!',
  'Back in a minute.',
  'Sorry, I have to go.',
] as const;

/** One chat line as clients receive it. */
export interface ChatLineData {
  id: number;
  /** The line's last change (new, deleted, restored); the poll's `last_updated` is the highest seen. */
  revision: number;
  user_id: number;
  username: string;
  /** Plain text: the client renders it as text, never as HTML. Empty for a deleted line a player receives. */
  body: string;
  /** ISO time. */
  created_at: string;
  /** True for a deleted line: players remove it, moderators see it marked. */
  deleted: boolean;
  /** The line as an HTML fragment rendered on the server, every user text escaped. */
  html: string;
}

/** `/chat` answer. */
export interface ChatPollResponse {
  success: true;
  lines: ChatLineData[];
  last_updated: number;
}

/** The chat room's push: a line that is new or changed in this chat. */
export const CHAT_LINE_MESSAGE = 'line';
export const CHAT_ROOM = 'chat';
