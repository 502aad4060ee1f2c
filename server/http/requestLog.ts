import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

// An id a proxy or caller set is kept when it is a plain token; anything else is replaced.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Probes and scrapes arrive every few seconds, and a page load fetches dozens of files (scripts,
// styles, map images): these are logged only at debug level.
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * Gives every request an id (the caller's `x-request-id`, or a new one), echoes it in the
 * response, and logs one line when the response is finished: method, path, status and duration.
 * The query string is left out: it may carry tokens.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', requestId);
    res.locals.requestId = requestId;
    const started = performance.now();
    res.on('finish', () => {
      const line = {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: +(performance.now() - started).toFixed(1),
        userId: req.viewer?.user?.id,
      };
      if (QUIET.has(req.path) || (FILE.test(req.path) && res.statusCode < 400))
        log.debug(line, 'request');
      else if (res.statusCode >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    next();
  };
}
