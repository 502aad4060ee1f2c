import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context';
import { rateLimitedReply, type Actor, type RateLimitName } from '../services/rateLimits';
import { answer } from './answer';
import { clientIp } from './clientIp';

const actorOf = (req: Request): Actor => ({ userId: req.viewer.user?.id, ip: clientIp(req) });

/** Refuses the request with 429 `{success:false, error}` and Retry-After when `name`'s limit is spent. */
export function rateLimit(context: AppContext, name: RateLimitName): RequestHandler {
  return async (req, res, next) => {
    const verdict = await context.rateLimits.consume(name, actorOf(req));
    if (verdict.ok) return next();
    answer(res, rateLimitedReply(verdict.retryAfterSeconds));
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The `write` limit on every state-changing request. */
export function rateLimitWrites(context: AppContext): RequestHandler {
  const limited = rateLimit(context, 'write');
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : limited(req, res, next));
}
