import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

// Paths the server answers itself; anything else that asks for HTML gets the single-page app.
const SERVER_PREFIXES = ['/api/', '/assets/', '/matchmake/'];

/** The built React app (dist/client) with a fallback to index.html for client-side routes. */
export function clientRoutes(clientDir: string): Router {
  const router = Router();
  const indexHtml = path.join(clientDir, 'index.html');
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, file) {
        // Vite fingerprints everything under static/; index.html must always be revalidated.
        const fingerprinted = file.includes(`${path.sep}static${path.sep}`);
        res.setHeader(
          'Cache-Control',
          fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (SERVER_PREFIXES.some((prefix) => req.path.startsWith(prefix)) || !req.accepts('html')) {
      return next();
    }
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
