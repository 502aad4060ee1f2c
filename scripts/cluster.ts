// `npm run cluster -- --processes 3`: the shape of compose.yaml on this machine's own PostgreSQL
// and Redis. N game processes on consecutive ports after --port, and nginx on --port in front of
// them when it is installed (otherwise each process is reached on its own port). A process that
// dies is started again (scripts/lib/restartPolicy.ts), as compose's `restart: unless-stopped`
// does. Ctrl-C or SIGTERM stops everything. `--node-flag=--some-v8-flag` (repeatable) adds a flag
// to the game processes' own, for trying one out (the scale-out bench's `--node-flags`).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { composeNginxConfig } from './lib/nginxConfig';
import { findNginx, startNginx } from './lib/nginxProcess';
import { restartDelay } from './lib/restartPolicy';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './lib/serverProcess';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_PROCESSES = 16;
const STOP_GRACE_MS = 20_000;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function count(value: string, name: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_PROCESSES)
    fail(`--${name} must be a whole number from 1 to ${MAX_PROCESSES} (got "${value}").`);
  return parsed;
}

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: 'localhost' },
    'compose-nginx': { type: 'string' },
    'node-flag': { type: 'string', multiple: true, default: [] },
  },
});
const nodeFlags = [...SERVER_NODE_FLAGS, ...values['node-flag']];
if (values['compose-nginx']) {
  process.stdout.write(composeNginxConfig(count(values['compose-nginx'], 'compose-nginx')));
  process.exit(0);
}
const processes = count(values.processes, 'processes');
const proxyPort = Number(values.port);
if (!Number.isInteger(proxyPort) || proxyPort < 1 || proxyPort + processes > 65535)
  fail(`--port must leave room for ${processes} ports after it (got "${values.port}").`);
const host = values.host;

/** The database named in DATABASE_URL, created on its server when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at ${server.host} is not answering (${(error as Error).message}).`);
  }
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created the database ${name}.`);
  }
  await client.end();
}

async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    fail(`Redis at ${url} is not answering (${(error as Error).message}).`);
  } finally {
    redis.disconnect();
  }
}

const children = new Map<string, ChildProcess>();
let stopping = false;

/** Prefixes each output line of a child with its name, so the processes' logs stay apart. */
function pipeLines(name: string, child: ChildProcess, onLine?: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${name}] ${line}`);
      onLine?.(line);
    });
  }
}

/**
 * Starts one game process through `npm start`'s entry, with its Node flags and environment;
 * resolves once it listens. From then on it is supervised: when it dies it is started again (at
 * once, then with a growing wait while it keeps dying young), until the cluster stops.
 */
function startGame(name: string, env: Record<string, string>, previousDelay = -1): Promise<void> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  return new Promise((resolve, reject) => {
    let listening = false;
    pipeLines(name, child, (line) => {
      if (!line.includes('Conquest is running')) return;
      listening = true;
      console.log(`[${name}] pid ${child.pid}`);
      resolve();
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!listening && previousDelay < 0) {
        reject(new Error(`${name} exited (${signal ?? code}) before it listened`));
        return;
      }
      const delay = restartDelay(previousDelay, performance.now() - startedAt);
      console.log(`[${name}] stopped (${signal ?? code}); starting it again in ${delay / 1000} s.`);
      setTimeout(() => {
        if (stopping) return;
        startGame(name, { ...env, SKIP_CLIENT_BUILD: '1' }, delay).then(
          () => console.log(`[${name}] restarted`),
          () => undefined,
        );
      }, delay);
    });
  });
}

async function stopAll(reason: string): Promise<never> {
  if (stopping) return new Promise(() => undefined);
  stopping = true;
  console.log(`\n${reason}: stopping ${children.size} processes…`);
  const exits = [...children.values()].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const forced = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await Promise.all(exits);
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));

const databaseUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/conquest_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
await ensureDatabase(databaseUrl);
await checkRedis(redisUrl);

const nginx = findNginx();
if (!nginx)
  console.log(
    'nginx is not installed (Debian: apt-get install nginx-light): running without the proxy;\n' +
      'each process is reached on its own port below.',
  );
const games = Array.from({ length: processes }, (_, i) => ({
  name: `g${i + 1}`,
  port: proxyPort + i + 1,
}));
const shared = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // Quiet by default: one JSON line per request from every process drowns the terminal.
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  ...(nginx ? { TRUST_PROXY: 'loopback' } : {}),
};
const envOf = (game: (typeof games)[number]) => ({
  ...shared,
  PORT: String(game.port),
  PUBLIC_ADDRESS: nginx ? `${host}:${proxyPort}/${game.name}` : `${host}:${game.port}`,
});

try {
  // The first one alone: it builds the client when needed, applies migrations and creates the admin.
  const [first, ...rest] = games;
  await startGame(first!.name, envOf(first!));
  await Promise.all(
    rest.map((game) => startGame(game.name, { ...envOf(game), SKIP_CLIENT_BUILD: '1' })),
  );
} catch (error) {
  console.error((error as Error).message);
  await stopAll('a process failed to start');
}

if (nginx) {
  const proxy = await startNginx({
    binary: nginx,
    port: proxyPort,
    host: '',
    upstreams: games.map((g) => ({ name: g.name, path: g.name, address: `127.0.0.1:${g.port}` })),
  }).catch((error: Error) => stopAll(`nginx did not start: ${error.message}`));
  children.set('nginx', proxy.child);
  pipeLines('nginx', proxy.child);
  proxy.child.on('exit', (code) => {
    if (!stopping) void stopAll(`nginx exited (${code})`);
  });
}

console.log(
  `\n${processes} game processes on PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}) and Redis:`,
);
for (const game of games)
  console.log(
    `  ${game.name}  http://${host}:${game.port}  (PUBLIC_ADDRESS ${envOf(game).PUBLIC_ADDRESS})`,
  );
console.log(
  nginx
    ? `\nOpen http://${host}:${proxyPort} (nginx: HTTP over all processes, each WebSocket to its room's process).`
    : `\nOpen any of them: every process serves the whole site.`,
);
console.log('Ctrl-C stops everything.');
