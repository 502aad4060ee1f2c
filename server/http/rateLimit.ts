import { Router, type Request, type RequestHandler } from 'express';
import { isReadOnlyPlayAction } from '../../shared/protocol/playCalls';
import type { AppContext } from '../context';
import { rateLimitedReply, type Actor, type RateLimitName } from '../services/rateLimits';
import { answer } from './answer';
import { clientIp } from './clientIp';
import { PLAY_CALL_PATH } from './games';

export const actorOf = (req: Request): Actor => ({
  userId: req.viewer.user?.id,
  ip: clientIp(req),
});

/** Refuses the request with 429 `{success:false, error}` and Retry-After when `name`'s limit is spent. */
export function rateLimit(context: AppContext, name: RateLimitName): RequestHandler {
  return async (req, res, next) => {
    const verdict = await context.rateLimits.consume(name, actorOf(req));
    if (verdict.ok) return next();
    answer(res, rateLimitedReply(verdict.retryAfterSeconds));
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The `write` limit on every state-changing request, except the play calls that only read (a
 * polling update-state), which spend the `read` budget instead.
 */
export function rateLimitWrites(context: AppContext): Router {
  const router = Router();
  const read = rateLimit(context, 'read');
  const write = rateLimit(context, 'write');
  router.post(PLAY_CALL_PATH, (req, res, next) =>
    isReadOnlyPlayAction(String(req.params.action)) ? read(req, res, () => next('router')) : next(),
  );
  router.use((req, res, next) => (SAFE_METHODS.has(req.method) ? next() : write(req, res, next)));
  return router;
}
