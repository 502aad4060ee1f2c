import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionUser } from '../../shared/protocol/account';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/errors';
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

/** A page (a browser navigation) or a file (a path with an extension): no session needed. */
function needsNoSession(req: Request): boolean {
  const page = (req.headers.accept ?? '').includes('text/html');
  return (req.method === 'GET' || req.method === 'HEAD') && (page || /\.\w+$/.test(req.path));
}

/** Resolves the session cookie into `req.viewer`, giving a guest a fresh cookie for CSRF. */
export function loadViewer(context: AppContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    let sessionId = readSessionId(req.headers.cookie);
    const now = context.now();
    let row: Awaited<ReturnType<typeof lookUp>>;
    try {
      row = sessionId ? await lookUp(context, sessionId, now) : undefined;
    } catch (error) {
      // A page or a file needs no database: while it is away they are served to a guest (the
      // page's own calls then say the database is away). Anything else answers 503.
      if (!isDatabaseUnavailable(error) || !needsNoSession(req)) throw error;
    }
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
