import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDataException, isDatabaseUnavailable } from '../db/errors';
import { DATABASE_AWAY as PLAY_DATABASE_AWAY } from '../rooms/GameRoom';
import { RequestError } from './requestGuard';

/** Unknown API routes answer JSON, not an HTML page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: 'Not found.' });
};

function clientErrorText(error: { type?: unknown; message?: unknown }): string {
  if (error instanceof RequestError) return error.message;
  if (error.type === 'entity.parse.failed') return 'Malformed request body.';
  if (error.type === 'entity.too.large') return 'Request body too large.';
  return 'Bad request.';
}

const DATABASE_AWAY = 'The database is not answering. Try again in a moment.';
const PLAY_CALL = /^\/game\/[^/]+\/play\//;

/**
 * The last handler: bad bodies are the caller's fault (4xx); a value PostgreSQL refuses is one a
 * route failed to validate (logged, answered 422); a database out of reach answers 503; a client
 * gone is not answered; anything else is logged and answered without details.
 */
export const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (res.headersSent) return;
  // The client went away mid-answer (a page closed while a file was sent): nobody is left to
  // answer, and nothing went wrong here.
  if (error?.code === 'ECONNABORTED') return;
  if (status >= 400 && status < 500) {
    res.status(status).json({ success: false, error: clientErrorText(error) });
    return;
  }
  if (isDataException(error)) {
    console.warn(`${req.method} ${req.path}: a value reached the database unvalidated`, error);
    res.status(422).json({ success: false, error: 'A value in the request is out of range.' });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or a cut network, not a bug: 503 tells clients and proxies to come back later.
    // A play call refused before it reached its game (the session could not be looked up)
    // says what its game would have said.
    if (PLAY_CALL.test(req.path)) res.status(503).json(PLAY_DATABASE_AWAY.body);
    else res.status(503).json({ success: false, error: DATABASE_AWAY });
    return;
  }
  console.error('unhandled request error', error);
  res.status(500).json({ success: false, error: 'Internal server error.' });
};
