import type { Response } from 'express';

/** A service's `{status, body}` as the HTTP response; a 429 also says when to retry. */
export function answer(res: Response, reply: { status: number; body: Record<string, unknown> }) {
  const retryAfter = reply.body.retry_after;
  if (reply.status === 429 && typeof retryAfter === 'number')
    res.setHeader('Retry-After', String(retryAfter));
  res.status(reply.status).json(reply.body);
}
