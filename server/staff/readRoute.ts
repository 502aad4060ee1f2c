import type { Request, RequestHandler, Router } from 'express';

/**
 * Registers a read for GET and POST alike: the specification's calls are POSTs (with the CSRF
 * token), while a GET suits links and the panel's own pages.
 */
export function readRoute(router: Router, path: string, ...handlers: RequestHandler[]): void {
  router.get(path, ...handlers);
  router.post(path, ...handlers);
}

/** A read's fields: the query string of a GET, the body of a POST. */
export function readInput(req: Request): unknown {
  return req.method === 'GET' ? req.query : req.body;
}
