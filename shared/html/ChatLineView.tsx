import type { ReactNode } from 'react';
import type { ChatLineData } from '../protocol/chat';

export interface ChatLineViewProps {
  line: Pick<ChatLineData, 'id' | 'username' | 'body' | 'created_at' | 'deleted'>;
  /** How to show the time; the browser passes local time, the server's fragment keeps UTC. */
  clock?: (iso: string) => string;
  /** The author's name as the browser shows it (a link to the profile); the server's is text. */
  author?: ReactNode;
}

/** "14:05" in UTC: the server renders the same fragment for everyone. */
function clockOf(iso: string): string {
  return iso.slice(11, 16);
}

/**
 * One chat line. The client renders it in the chat panel and the server renders the same
 * component to the line's `html`; React escapes the body, so user text never becomes markup.
 */
export function ChatLineView({ line, clock = clockOf, author }: ChatLineViewProps) {
  return (
    <>
      <time className="chat-line__time" dateTime={line.created_at}>
        {clock(line.created_at)}
      </time>{' '}
      <strong className="chat-line__author">{author ?? line.username}</strong>
      {line.deleted && <em className="chat-line__deleted"> (deleted)</em>}{' '}
      <span className="chat-line__body">{line.body}</span>
    </>
  );
}
