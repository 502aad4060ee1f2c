import type { AuthContext } from '@colyseus/core';
import type { SessionUser } from '../../shared/protocol/account';
import { readSessionId } from '../auth/sessionCookie';
import type { AppContext } from '../context';
import { findSessionUser } from '../db/sessions';
import { toSessionUser } from '../db/users';
import { activeSuspension, suspensionText } from '../auth/suspensions';

/** What a room knows of a connection: the signed-in user, or null for a guest (who may only watch). */
export interface RoomAuth {
  user: SessionUser | null;
  /** The session the connection was opened with, so that a change to it reaches the connection. */
  sessionId: string | undefined;
}

/** Why a connection may stay no longer, in the words the play screen shows. */
export const SIGNED_OUT_TEXT = 'You were signed out. Sign in again to go on.';

/**
 * Resolves a connection's session: the cookie a browser sends with the upgrade, or, for bots and
 * other non-browser clients, the session id given as the SDK's auth token.
 */
export async function authenticate(context: AppContext, auth: AuthContext): Promise<RoomAuth> {
  const sessionId =
    readSessionId(auth.headers.get('cookie')) ??
    (auth.token ? readSessionId(`sid=${auth.token}`) : undefined);
  return { user: sessionId ? await sessionUser(context, sessionId) : null, sessionId };
}

/**
 * The account of an open connection read again after a change: its user with today's rights, or
 * the reason it must go (a ban or suspension ends every session; so does signing out).
 */
export async function reauthenticate(
  context: AppContext,
  signedIn: { user: SessionUser; sessionId: string },
): Promise<{ user: SessionUser } | { refusal: string }> {
  const user = await sessionUser(context, signedIn.sessionId);
  if (user) return { user };
  const suspension = await activeSuspension(context.db, signedIn.user.id, context.now());
  return { refusal: suspension ? suspensionText(suspension) : SIGNED_OUT_TEXT };
}

async function sessionUser(context: AppContext, sessionId: string): Promise<SessionUser | null> {
  const row = await findSessionUser(context.db, sessionId, context.now());
  return row ? toSessionUser(row, await context.permissions.of(row.roles)) : null;
}
