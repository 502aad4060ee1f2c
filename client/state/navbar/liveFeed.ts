/**
 * One WebSocket per page to the server's lobby room, shared by whatever listens: the navbar
 * (its counts changed), the lobby page (a listed game changed) and the session (the account's
 * rights changed, or the account was closed). Connected while someone
 * listens; the pushes carry no data, listeners re-fetch over HTTP.
 */
import type { Room } from '@colyseus/sdk';
import { ACCOUNT_CLOSED_MESSAGE } from '../../../shared/protocol/accountClosed';
import {
  LOBBY_CHANGED_MESSAGE,
  LOBBY_ROOM,
  NAVBAR_CHANGED_MESSAGE,
  SESSION_CHANGED_MESSAGE,
} from '../../../shared/protocol/liveFeed';
import { loadColyseus } from '../../net/colyseus';

const EVENTS = [LOBBY_CHANGED_MESSAGE, NAVBAR_CHANGED_MESSAGE, SESSION_CHANGED_MESSAGE] as const;
export type LiveFeedEvent = (typeof EVENTS)[number];
type LiveFeedStatus = 'off' | 'connecting' | 'live' | 'failed';

type Listener = () => void;

const listeners: Record<LiveFeedEvent, Set<Listener>> = {
  [LOBBY_CHANGED_MESSAGE]: new Set(),
  [NAVBAR_CHANGED_MESSAGE]: new Set(),
  [SESSION_CHANGED_MESSAGE]: new Set(),
};
let status: LiveFeedStatus = 'off';
let room: Room | undefined;
/** Bumped on every (re)connect so a late answer of an abandoned attempt is dropped. */
let generation = 0;

function setStatus(next: LiveFeedStatus) {
  status = next;
}

const listenerCount = () => EVENTS.reduce((sum, event) => sum + listeners[event].size, 0);
const notify = (event: LiveFeedEvent) => listeners[event].forEach((listener) => listener());

async function connect() {
  const attempt = ++generation;
  setStatus('connecting');
  try {
    const { Client } = await loadColyseus();
    const joined = await new Client(window.location.origin).joinOrCreate(LOBBY_ROOM);
    if (attempt !== generation) {
      void joined.leave().catch(() => undefined);
      return;
    }
    room = joined;
    for (const event of EVENTS) joined.onMessage(event, () => notify(event));
    // A ban or a sign-out elsewhere closed the connection: the session is not what the page thinks.
    joined.onMessage(ACCOUNT_CLOSED_MESSAGE, () => notify(SESSION_CHANGED_MESSAGE));
    joined.onMessage('error', () => undefined);
    joined.onLeave(() => attempt === generation && setStatus('failed'));
    setStatus('live');
    // Pushed while the page was connecting was pushed to nobody: the listeners look again. On a
    // game's page the feed connects only once the map has drawn, seconds after the first lists.
    notify(NAVBAR_CHANGED_MESSAGE);
    notify(LOBBY_CHANGED_MESSAGE);
  } catch {
    if (attempt === generation) setStatus('failed');
  }
}

function disconnect() {
  generation += 1;
  void room?.leave().catch(() => undefined);
  room = undefined;
  setStatus('off');
}

/** Listens for one kind of push; the first listener connects, the last one to go disconnects. */
export function subscribeLiveFeed(event: LiveFeedEvent, listener: Listener): () => void {
  listeners[event].add(listener);
  if (status === 'off') void connect();
  return () => {
    listeners[event].delete(listener);
    if (listenerCount() === 0) disconnect();
  };
}

/** Reconnects with the current session cookie (after logging in or out, the room must know). */
export function reconnectLiveFeed(): void {
  if (listenerCount() === 0) return;
  disconnect();
  void connect();
}
