import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Role } from '../../shared/protocol/account';
import { CSRF_MISMATCH, isValidCsrfToken } from './csrf';
import { hasRole } from './roles';

export const NOT_LOGGED_IN = 'You need to be logged in to do that.';
export const FORBIDDEN = 'You do not have permission to do that.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every state-changing request carries `_token` or `X-CSRF-TOKEN`; 419 otherwise. */
export function requireCsrf(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const body: unknown = req.body;
    const submitted =
      req.get('x-csrf-token') ??
      (body && typeof body === 'object' ? (body as Record<string, unknown>)._token : undefined);
    if (!isValidCsrfToken(req.viewer.csrfToken, submitted)) {
      res.status(419).json({ success: false, error: CSRF_MISMATCH });
      return;
    }
    next();
  };
}

/** Only signed-in users with at least `role` pass (admin > moderator > player). */
export function requireRole(role: Role): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = req.viewer.user;
    if (!user) {
      res.status(401).json({ success: false, error: NOT_LOGGED_IN });
      return;
    }
    if (!hasRole(user.roles, role)) {
      res.status(403).json({ success: false, error: FORBIDDEN });
      return;
    }
    next();
  };
}
