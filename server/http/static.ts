import { existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type Response } from 'express';
import { parseId } from '../../shared/protocol/fields';
import type { MapDetail } from '../../shared/protocol/maps';
import { loadGamePage, type GamePage } from './gamePage';
import { COMPRESSIBLE, ENCODINGS } from './precompressed';

// Paths the server answers itself; anything else that asks for HTML gets the single-page app.
const SERVER_PREFIXES = ['/api/', '/assets/', '/matchmake/'];

/** Vite fingerprints everything under static/: a changed file has a new name. */
function cacheControlOf(relative: string): string {
  return relative.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Sends the precompressed copy of the client file at `relative` that the browser takes, with the
 * original's type; false when there is none (no copy, a binary file, a browser taking neither),
 * and the plain file is the caller's to send. Never compresses anything itself.
 */
async function sendPrecompressed(
  req: Request,
  res: Response,
  clientDir: string,
  relative: string,
): Promise<boolean> {
  if (!COMPRESSIBLE.test(relative)) return false;
  // Whatever is sent, another Accept-Encoding could get another body.
  res.vary('Accept-Encoding');
  const file = path.join(clientDir, relative);
  if (!file.startsWith(clientDir + path.sep)) return false;
  // The server's order, not the header's: Chromium lists gzip first, and brotli is smaller.
  for (const encoding of ENCODINGS) {
    if (req.acceptsEncodings(encoding.name) !== encoding.name) continue;
    const found = await stat(file + encoding.suffix).catch(() => undefined);
    if (!found?.isFile()) continue;
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', cacheControlOf(relative));
    await new Promise<void>((resolve, reject) =>
      res.sendFile(
        file + encoding.suffix,
        { cacheControl: false, lastModified: false, acceptRanges: false },
        // An error once the headers are out is a client gone mid-file: nothing left to answer.
        (error) => (error && !res.headersSent ? reject(error) : resolve()),
      ),
    );
    return true;
  }
  return false;
}

const compressPage = compression({ threshold: 1024 });

/** Sends `html`, compressed as the browser takes it (the game page is made per request). */
function sendCompressed(req: Request, res: Response, html: string): void {
  compressPage(req, res, () => res.send(html));
}

/** The request's path decoded, or undefined when it does not decode. */
function decodedPath(req: Request): string | undefined {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
}

/** A game's page: /game/{id}, the play screen (see ./gamePage.ts). */
const GAME_PAGE = /^\/game\/([^/]+)$/;

export interface ClientRouteOptions {
  /**
   * The map a game is played on (undefined: no such game), carried by the game's page without
   * its outlines (see ./gamePage.ts).
   */
  mapOfGame?(gameId: number): Promise<MapDetail | undefined>;
  /** The viewer's update-state of a game (undefined: none to give), carried in the game's page. */
  firstStateOf?(gameId: number, req: Request): Promise<unknown>;
}

/** The page's CSP with the inline style sheet of `page` allowed. */
function allowInlineStyle(res: Response, page: GamePage): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || !page.styleSource) return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 ${page.styleSource}`),
  );
}

/**
 * The built React app (dist/client) with a fallback to index.html for client-side routes. Text
 * files go out brotli- or gzip-compressed from the copies the build made; a game's page is
 * index.html with what the play screen needs listed up front (./gamePage.ts).
 */
export function clientRoutes(clientDir: string, options: ClientRouteOptions = {}): Router {
  const router = Router();
  const root = path.resolve(clientDir);
  const indexHtml = path.join(root, 'index.html');
  // Read on the first game page asked for, and again after a new build (the client may be built
  // after the server starts, or rebuilt while it runs).
  let gamePage: { builtAt: number; page: GamePage | undefined } | undefined;
  const currentGamePage = () => {
    const builtAt = statSync(indexHtml).mtimeMs;
    if (gamePage?.builtAt !== builtAt) gamePage = { builtAt, page: loadGamePage(root) };
    return gamePage.page;
  };
  router.get(/.*/, async (req, res, next) => {
    const relative = decodedPath(req);
    if (relative === undefined || relative.endsWith('/')) return next();
    if (!(await sendPrecompressed(req, res, root, relative))) next();
  });
  router.use(
    express.static(root, {
      index: false,
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          cacheControlOf(file.slice(root.length).replaceAll('\\', '/')),
        );
      },
    }),
  );
  router.get(/.*/, async (req, res, next) => {
    if (SERVER_PREFIXES.some((prefix) => req.path.startsWith(prefix)) || !req.accepts('html')) {
      return next();
    }
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    const gameId = parseId(GAME_PAGE.exec(req.path)?.[1]);
    const page = gameId === undefined ? undefined : currentGamePage();
    if (gameId !== undefined && page) {
      // Without the map (a database hiccup), the page still loads: the client asks for it.
      // Nor without the first state: the client then asks for it.
      const [map, firstState] = await Promise.all([
        options.mapOfGame?.(gameId).catch(() => undefined),
        options.firstStateOf?.(gameId, req).catch(() => undefined),
      ]);
      allowInlineStyle(res, page);
      // The viewer's own state is in it: never kept by a shared cache.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Link', page.links(gameId));
      res.type('html');
      sendCompressed(req, res, page.html(gameId, { map, firstState }));
      return;
    }
    if (await sendPrecompressed(req, res, root, '/index.html')) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
