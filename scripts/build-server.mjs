// The server compiled ahead of time: dist/server.js, dist/pgliteWorker.js (the embedded
// database's thread), dist/prepareEmbedded.js (the process that makes a new one) and
// dist/mapRenderer.js (the process that draws map images), plain
// JavaScript for Node. esbuild bundles each entry with everything it imports from server/,
// shared/ and client/ (the sources' extensionless imports resolve as they do under tsx and
// vite), and leaves every package external: Node imports those from node_modules at run time, so
// the image needs only the production dependencies.
// `npm run build` runs it after the client's build; `npm start` runs it when the build is stale.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes server.js and the entries it starts apart into `outdir` (each with its source map).
 * Each file is renamed into place whole, so a process starting meanwhile (a cluster's, a test's)
 * never loads half of one.
 */
export async function buildServer(outdir = path.join(root, 'dist')) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'server/index.ts',
      pgliteWorker: 'server/db/pgliteWorker.ts',
      mapRenderer: 'server/services/mapImages/renderer.ts',
      prepareEmbedded: 'server/db/prepareEmbedded.ts',
    },
    // dist/, one directory below the root as server/ is: server/runtimeFiles.ts finds the
    // root, the maps and the migrations the same way from both.
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  await mkdir(outdir, { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

// `node scripts/build-server.mjs [outdir]`
if (process.argv[1] === fileURLToPath(import.meta.url))
  await buildServer(process.argv[2] && path.resolve(process.argv[2]));
