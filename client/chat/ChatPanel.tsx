/**
 * ChatPanel: one chat, reusable wherever a chat is shown.
 *
 *   <ChatPanel />                          the public lobby chat
 *   <ChatPanel gameId={12} />              game 12's chat (anyone reads, its players write)
 *   <ChatPanel gameId={12} team />         the viewer's team chat in game 12 (team-mates only)
 *   <ChatPanel gameId={12} presets />      adds the preset chat lines (the play screen's tab)
 *
 * Props: `gameId?: number`, `team?: boolean`, `presets?: boolean`, `title?: string` (the
 * heading; pass `null` to leave it to the surrounding tab), `http?` (tests).
 * Lines are live through the chat room, or polled every 10 s when the WebSocket fails; text
 * is always rendered as text. Moderators get a toggle to show deleted lines, and delete and
 * restore buttons.
 */
import { hasPermission } from '../../shared/protocol/staff';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CHAT_BODY_MAX_LENGTH,
  PRESET_CHAT_LINES,
  type ChatLineData,
} from '../../shared/protocol/chat';
import type { HttpClient, HttpResult } from '../net/http';
import { formatClock } from '../state/navbar/clock';
import { useSession } from '../state/session';
import { useTwelveHourClock } from '../ui/NavbarClock';
import { Button } from '../ui/Button';
import { ChatLineView } from '../../shared/html/ChatLineView';
import { PlayerLink } from '../ui/PlayerLink';
import { visibleChatLines } from './chatLines';
import { useChat } from './useChat';
import './chat.css';

export interface ChatPanelProps {
  gameId?: number;
  team?: boolean;
  presets?: boolean;
  title?: string | null;
  http?: HttpClient;
}

/**
 * "14:05" (or "2:05 PM") in the viewer's time zone: the same format as the navbar clock, which
 * the viewer sets to 24 or 12 hours.
 */
export function localClock(iso: string, twelveHour: boolean): string {
  return formatClock(new Date(iso), 'compact', twelveHour);
}

interface LineProps {
  line: ChatLineData;
  moderator: boolean;
  twelveHour: boolean;
  onModerate(id: number, action: 'delete' | 'restore'): void;
}

function ChatLineItem({ line, moderator, twelveHour, onModerate }: LineProps) {
  return (
    <li className={`chat-line${line.deleted ? ' chat-line--deleted' : ''}`} data-line-id={line.id}>
      <ChatLineView
        line={line}
        clock={(iso) => localClock(iso, twelveHour)}
        author={<PlayerLink id={line.user_id} name={line.username} />}
      />
      {moderator && (
        <button
          type="button"
          className="chat-line__moderate"
          onClick={() => onModerate(line.id, line.deleted ? 'restore' : 'delete')}
        >
          {line.deleted ? 'Restore' : 'Delete'}
        </button>
      )}
    </li>
  );
}

interface SendFormProps {
  send(body: string): Promise<HttpResult<unknown>>;
  presets: boolean;
}

/** The input and Send button (disabled while sending; a failure marks the form in error). */
function ChatSendForm({ send, presets }: SendFormProps) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const inputId = useId();

  async function submit(text: string) {
    if (!text.trim() || sending) return;
    setSending(true);
    const result = await send(text);
    setSending(false);
    setSendError(result.ok ? null : result.error);
    if (result.ok && text === body) setBody('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(body);
  }

  return (
    <>
      <form className={`chat-form${sendError ? ' chat-form--error' : ''}`} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={inputId}>
          Message
        </label>
        <input
          id={inputId}
          className="field__input chat-form__input"
          value={body}
          maxLength={CHAT_BODY_MAX_LENGTH}
          placeholder="Say something…"
          autoComplete="off"
          aria-invalid={sendError ? true : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" busy={sending} disabled={!body.trim()}>
          Send
        </Button>
        {sendError && (
          <p className="chat-form__error" role="alert">
            {sendError}
          </p>
        )}
      </form>
      {presets && (
        <div className="chat-panel__presets" role="group" aria-label="Preset lines">
          {PRESET_CHAT_LINES.map((line) => (
            <Button key={line} variant="ghost" disabled={sending} onClick={() => void submit(line)}>
              {line}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}

/** Keeps the newest line in view, unless the reader scrolled up to read older ones. */
function useStickToBottom(count: number) {
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  useEffect(() => {
    const element = list.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const element = list.current;
    if (element)
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
  };
  return { ref: list, onScroll };
}

/** The alert of a failed delete or restore: the data the server sent, the status and the error (spec §8). */
export function moderationFailure(
  id: number,
  action: 'delete' | 'restore',
  failure: { status: number; error: string; body: unknown },
): string {
  const data = typeof failure.body === 'string' ? failure.body : JSON.stringify(failure.body);
  return `Could not ${action} line ${id}. Data: ${data}; status: ${failure.status}; error: ${failure.error}`;
}

const HEADINGS = { lobby: 'Lobby chat', game: 'Game chat', team: 'Team chat' } as const;

export function ChatPanel({ gameId, team = false, presets = false, title, http }: ChatPanelProps) {
  const { user } = useSession();
  const roomId = gameId === undefined ? 'lobby' : team ? 'team' : 'game';
  const chat = useChat({ room_id: roomId, game_id: gameId }, http);
  // The permission the server checks on every moderation call, as the session reports it.
  const moderator = hasPermission(user, 'chat.moderate');
  const [showDeleted, setShowDeleted] = useState(false);
  const [twelveHour] = useTwelveHourClock();
  const [moderationError, setModerationError] = useState<string | null>(null);
  const heading = title === undefined ? HEADINGS[roomId] : title;

  async function moderate(id: number, action: 'delete' | 'restore') {
    const result = await chat.moderate(id, action);
    setModerationError(result.ok ? null : moderationFailure(id, action, result));
  }

  const shown = visibleChatLines(chat.lines, moderator && showDeleted);
  const scroller = useStickToBottom(shown.length);
  const errors = [chat.loadError, moderationError].filter(Boolean);
  return (
    <section className="chat-panel" aria-label={heading ?? 'Chat'}>
      {heading && <h2 className="chat-panel__title">{heading}</h2>}
      {chat.connection === 'polling' && (
        <p className="chat-panel__note muted">
          Live updates are unavailable: refreshing every 10 seconds.
        </p>
      )}
      {moderator && (
        <label className="chat-panel__moderation">
          <input
            type="checkbox"
            checked={showDeleted}
            onChange={(event) => setShowDeleted(event.target.checked)}
          />
          Show deleted lines
        </label>
      )}
      {errors.map((error) => (
        <p key={error} className="alert alert--error" role="alert">
          {error}
        </p>
      ))}
      <ol
        {...scroller}
        className="chat-panel__lines"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-label="Chat lines"
      >
        {shown.map((line) => (
          <ChatLineItem
            key={line.id}
            line={line}
            moderator={moderator}
            twelveHour={twelveHour}
            onModerate={(id, action) => void moderate(id, action)}
          />
        ))}
      </ol>
      {shown.length === 0 && !chat.loadError && <p className="muted">No messages yet.</p>}
      {user ? (
        <ChatSendForm send={chat.send} presets={presets} />
      ) : (
        <p className="muted">Log in to chat.</p>
      )}
    </section>
  );
}
