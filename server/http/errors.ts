import type { ErrorRequestHandler, RequestHandler } from 'express';

/** Unknown API routes answer JSON, not an HTML page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: 'Not found.' });
};

/** The last handler: bad bodies are the caller's fault (4xx); anything else is logged and answered without details. */
export const jsonErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 400 && status < 500) {
    const message =
      error.type === 'entity.parse.failed'
        ? 'Malformed request body.'
        : error.type === 'entity.too.large'
          ? 'Request body too large.'
          : 'Bad request.';
    res.status(status).json({ success: false, error: message });
    return;
  }
  console.error('unhandled request error', error);
  if (!res.headersSent) res.status(500).json({ success: false, error: 'Internal server error.' });
};
