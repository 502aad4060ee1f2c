import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionUser } from '../../shared/protocol/account';
import type { AppContext } from '../context';
import { findSession } from '../db/sessions';
import { toSessionUser } from '../db/users';
import { csrfTokenFor } from './csrf';
import { newSessionId, readSessionId, sessionCookie } from './sessionCookie';

/** Who is asking: a signed-in user, or a guest (user id 0) who may only watch. */
export interface Viewer {
  user: SessionUser | null;
  sessionId: string;
  csrfToken: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    viewer: Viewer;
  }
}

export function viewerUserId(viewer: Viewer): number {
  return viewer.user?.id ?? 0;
}

async function lookUp(context: AppContext, sessionId: string, now: Date) {
  const cached = context.sessions.get(sessionId, now.getTime());
  if (cached) return cached.user;
  const found = await findSession(context.db, sessionId, now);
  context.sessions.set(sessionId, found?.user, now.getTime(), found?.expiresAt.getTime());
  return found?.user;
}

/** Resolves the session cookie into `req.viewer`, giving a guest a fresh cookie for CSRF. */
export function loadViewer(context: AppContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    let sessionId = readSessionId(req.headers.cookie);
    const now = context.now();
    const row = sessionId ? await lookUp(context, sessionId, now) : undefined;
    if (!sessionId) {
      sessionId = newSessionId();
      res.append('Set-Cookie', sessionCookie(sessionId, { secure: req.secure, persistent: false }));
    }
    if (row) await context.lastSeen.seen(row.id);
    req.viewer = {
      user: row ? toSessionUser(row, await context.permissions.of(row.roles)) : null,
      sessionId,
      csrfToken: csrfTokenFor(context.csrfSecret, sessionId),
    };
    next();
  };
}
