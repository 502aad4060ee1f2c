import type { RequestHandler } from 'express';
import { hasPermission, type PermissionName } from '../../../shared/protocol/staff';
import { FORBIDDEN } from '../guards';

/**
 * Lets only users holding `name` through; everyone else (guests too) gets 403
 * `{success:false, error}`. The user's permissions were computed for this request (auth/viewer.ts),
 * so a change on the permissions page applies from the next request on.
 */
export function requirePermission(name: PermissionName): RequestHandler {
  return (req, res, next) => {
    if (hasPermission(req.viewer.user, name)) return next();
    res.status(403).json({ success: false, error: FORBIDDEN });
  };
}
