// `npm start`: build what is stale (the client, the server), then run the built server: plain
// JavaScript on Node (dist/server.js). The Docker image runs dist/server.js itself: it carries
// the build and no build tools.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { restartWithServerEnvironment } from './lib/serverEnvironment.mjs';

restartWithServerEnvironment();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...names) => path.join(root, ...names);

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Missing, or older than any of its sources. */
function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const present = sources.map((name) => at(name)).filter(existsSync);
  return Math.max(...present.map(newestChange)) > statSync(built).mtimeMs;
}

if (process.env.SKIP_BUILD !== '1') {
  // The server imports shared/ and a few client/ components, so both builds follow both trees.
  const sources = ['client', 'shared', 'package-lock.json'];
  if (isStale(at('dist', 'client', 'index.html'), [...sources, 'vite.config.ts'])) {
    console.log('Building the client…');
    const vite = at('node_modules', 'vite', 'bin', 'vite.js');
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (isStale(at('dist', 'server.js'), [...sources, 'server', 'scripts/build-server.mjs'])) {
    console.log('Building the server…');
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
  }
}

await import(pathToFileURL(at('dist', 'server.js')).href);
