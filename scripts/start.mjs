// `npm start`: build the client when its sources are newer than the last build, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

function clientIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['client', 'shared', 'vite.config.ts', 'package-lock.json']
    .map((name) => path.join(root, name))
    .filter(existsSync);
  return Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
}

if (process.env.SKIP_CLIENT_BUILD !== '1' && clientIsStale()) {
  console.log('Building the client…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(pathToFileURL(path.join(root, 'server', 'index.ts')).href);
