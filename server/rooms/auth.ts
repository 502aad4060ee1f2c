import type { AuthContext } from '@colyseus/core';
import type { SessionUser } from '../../shared/protocol/account';
import { readSessionId } from '../auth/sessionCookie';
import type { AppContext } from '../context';
import { findSessionUser } from '../db/sessions';
import { toSessionUser } from '../db/users';

/** What a room knows of a connection: the signed-in user, or null for a guest (who may only watch). */
export interface RoomAuth {
  user: SessionUser | null;
}

/**
 * Resolves a connection's session: the cookie a browser sends with the upgrade, or, for bots and
 * other non-browser clients, the session id given as the SDK's auth token.
 */
export async function authenticate(context: AppContext, auth: AuthContext): Promise<RoomAuth> {
  const sessionId =
    readSessionId(auth.headers.get('cookie')) ??
    (auth.token ? readSessionId(`sid=${auth.token}`) : undefined);
  const row = sessionId ? await findSessionUser(context.db, sessionId, context.now()) : undefined;
  return { user: row ? toSessionUser(row, await context.permissions.of(row.roles)) : null };
}
