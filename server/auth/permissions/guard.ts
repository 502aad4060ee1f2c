import { timingSafeEqual } from 'node:crypto';
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

/**
 * A metrics scraper (`Authorization: Bearer <METRICS_TOKEN>`, compared in constant time) or a
 * session holding `name`; everyone else gets the same 403 as requirePermission.
 */
export function allowScraper(name: PermissionName, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(token) : undefined;
  const permission = requirePermission(name);
  return (req, res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (expected && given) {
      const offered = Buffer.from(given);
      if (offered.length === expected.length && timingSafeEqual(offered, expected)) return next();
    }
    permission(req, res, next);
  };
}
