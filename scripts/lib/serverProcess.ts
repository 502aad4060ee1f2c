import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serverEnvironment from './serverEnvironment.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * The V8 flags the server runs with; package.json's start script and the Dockerfile pass the
 * same: none today. The main thread keeps V8's own young generation (semi-spaces up to 16 MB):
 * at 2 MB, the load test of 1,000 rooms made 31 scavenges a second and promoted enough for
 * major pauses of 120-135 ms (patch p99 37 ms, one 10 s window at 247 ms, against 8 ms and no
 * window over 11 ms); the database thread keeps a small one of its own (pgliteClient.ts). The
 * old generation has V8's own limits: given 1 GB before its first full collection, as it once
 * was, it held a gigabyte of garbage on an idle server (docs/capacity.md).
 */
export const SERVER_NODE_FLAGS: string[] = [];

/**
 * The environment the server starts with, beside its flags (serverEnvironment.json; `npm start`
 * sets it through serverEnvironment.mjs, the Dockerfile with ENV). glibc reads it as the process
 * starts: nothing inside Node can. It fixes at 128 KB the size from which glibc's allocator maps a
 * block of its own and unmaps it when freed. Left to itself, glibc raises that threshold to the
 * size of each such block freed (up to 32 MB), and from then on the big scratch blocks of V8's
 * compiler threads, compiling PostgreSQL's WebAssembly at start, come from arenas that keep them
 * once freed: 50-60 MiB of an idle server's 300 MiB (docs/capacity.md). Other C libraries (musl,
 * macOS) ignore the variable. NODE_ENV=production has the libraries run their production builds:
 * without it the server loaded React's development renderer (both of its 400 kB sources kept in
 * the heap, and its checks run on every fragment it renders).
 */
export const SERVER_ENV: Record<string, string> = serverEnvironment;

/**
 * Starts the real server (server/index.ts, or another `entry` that prints the same line when it
 * listens: TypeScript through tsx, or the build's dist/server.js) as a child process; resolves
 * once it listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry = 'server/index.ts',
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...loader, entry], {
      cwd: root,
      env: { ...process.env, ...SERVER_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Conquest is running')) return;
      clearTimeout(timer);
      // From here on its log is read and dropped: kept, a long run's log grew without end and
      // each search of it cost the bots sharing this process more CPU than the bots themselves.
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.off('data', onData);
        stream.resume();
      }
      resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
