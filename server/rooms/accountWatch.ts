import type { Client } from '@colyseus/core';
import type { SessionUser } from '../../shared/protocol/account';
import {
  ACCOUNT_CLOSED_CODE,
  ACCOUNT_CLOSED_MESSAGE,
  type AccountClosed,
} from '../../shared/protocol/accountClosed';
import type { SessionChange } from '../auth/sessionCache';
import type { AppContext } from '../context';
import { reauthenticate, type RoomAuth } from './auth';

/**
 * What a room does with a signed-in connection's account read again: keep it with the new rights
 * (the room updates what it derived from them), or answer a text that closes it.
 */
export type AccountReview = (user: SessionUser) => Promise<string | undefined> | string | undefined;

interface Watched {
  client: Client;
  auth: RoomAuth & { user: SessionUser; sessionId: string };
  review: AccountReview;
}

// Every signed-in connection of every room on this process, by account. The session feed
// (auth/sessionFeed.ts) carries each change to every process of a cluster; each process then
// reviews its own connections, so a ban reaches a socket wherever it is open.
const watchedByUser = new Map<number, Set<Watched>>();
// Connections closed for their account: their room must not let them reconnect with the old
// session (the SDK's reconnection token would bring back the rights they lost).
const shutOut = new WeakSet<Client>();

/**
 * Follows a connection's account from its join to its leave; returns what stops following.
 * Guests have no account to follow.
 */
function watchAccount(client: Client, review: AccountReview): () => void {
  const auth = client.auth as RoomAuth;
  if (!auth.user || !auth.sessionId) return () => {};
  const watched: Watched = { client, auth: auth as Watched['auth'], review };
  const userId = auth.user.id;
  const watchers = watchedByUser.get(userId) ?? new Set<Watched>();
  watchers.add(watched);
  watchedByUser.set(userId, watchers);
  return () => {
    watchers.delete(watched);
    if (watchers.size === 0 && watchedByUser.get(userId) === watchers) watchedByUser.delete(userId);
  };
}

/** A room's watches, one per client, stopped when the client leaves. */
export class AccountWatches {
  private readonly stops = new Map<string, () => void>();

  add(client: Client, review: AccountReview): void {
    this.remove(client);
    this.stops.set(client.sessionId, watchAccount(client, review));
  }

  remove(client: Client): void {
    this.stops.get(client.sessionId)?.();
    this.stops.delete(client.sessionId);
  }
}

/** Whether the connection was closed for its account (no reconnection for it). */
export function isShutOut(client: Client): boolean {
  return shutOut.has(client);
}

/**
 * Brings the connections a change concerns in line with their accounts: each is read again, and
 * either keeps its (new) rights or is closed with the reason.
 */
export async function reviewConnections(context: AppContext, change: SessionChange): Promise<void> {
  const concerned = [...connectionsConcerned(change)];
  await Promise.all(concerned.map((watched) => review(context, watched)));
}

function* connectionsConcerned(change: SessionChange): Iterable<Watched> {
  if ('userId' in change) {
    yield* watchedByUser.get(change.userId) ?? [];
    return;
  }
  for (const watchers of watchedByUser.values())
    for (const watched of watchers)
      if ('roleSettings' in change || watched.auth.sessionId === change.sessionId) yield watched;
}

async function review(context: AppContext, watched: Watched): Promise<void> {
  try {
    const account = await reauthenticate(context, watched.auth);
    const refusal = 'refusal' in account ? account.refusal : await keep(watched, account.user);
    if (refusal !== undefined) closeForAccount(watched.client, refusal);
  } catch (error) {
    // The database away: the session cache's own expiry and the next change try again.
    context.log.warn({ err: error, userId: watched.auth.user.id }, 'could not review a connection');
  }
}

async function keep(watched: Watched, user: SessionUser): Promise<string | undefined> {
  watched.auth.user = user;
  return watched.review(user);
}

/** Closes a connection for its account: the reason in full first, then the close that ends it. */
function closeForAccount(client: Client, reason: string): void {
  if (shutOut.has(client)) return;
  shutOut.add(client);
  client.send(ACCOUNT_CLOSED_MESSAGE, { error: reason } satisfies AccountClosed);
  // A close frame's reason holds at most 123 bytes: the message above carries the whole text.
  client.leave(ACCOUNT_CLOSED_CODE, 'account closed');
}
