import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the files the server reads at run time are, whether it runs from its TypeScript sources
 * (through tsx: the tests, `npm run dev`) or from the production build (dist/server.js, made by
 * scripts/build-server.mjs). This module is server/runtimeFiles.ts in the one and is bundled
 * into dist/server.js in the other: one directory below the root either way.
 */
const here = fileURLToPath(import.meta.url);
const fromSources = here.endsWith('.ts');

/** The repository's root, or the image's /app. */
const ROOT = path.resolve(path.dirname(here), '..');

/** The built client (vite build). */
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
/** The shipped maps, maps/*.json. */
export const MAPS_DIR = path.join(ROOT, 'maps');
/** drizzle's migrations, read at start. */
export const MIGRATIONS_DIR = path.join(ROOT, 'server', 'db', 'migrations');

/**
 * A module the server starts apart (a thread, a process): its source, loaded through tsx as the
 * main thread is, or its build in dist/.
 */
function apart(source: string, built: string): { url: URL; execArgv: string[] } {
  return fromSources
    ? { url: new URL(source, import.meta.url), execArgv: ['--import', 'tsx'] }
    : { url: new URL(built, import.meta.url), execArgv: [] };
}

/** The embedded database's thread. */
export const DATABASE_THREAD = apart('./db/pgliteWorker.ts', './pgliteWorker.js');
/** The process that makes a new embedded database. */
export const DATABASE_PREPARER = apart('./db/prepareEmbedded.ts', './prepareEmbedded.js');
/** The process that draws a map's images. */
export const MAP_RENDERER = apart('./services/mapImages/renderer.ts', './mapRenderer.js');
