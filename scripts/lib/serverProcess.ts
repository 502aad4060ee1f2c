import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * same. The old generation may grow to 1 GB before a full collection. At a thousand live rooms
 * one such collection costs the event loop over 100 ms in all, and coming every few seconds
 * they were the whole steady tail of the load test's action-to-patch times (docs/capacity.md);
 * with the headroom they come minutes apart, for about half a gigabyte more memory. The embedded
 * database's thread sets its own limits (server/db/pgliteClient.ts).
 */
export const SERVER_NODE_FLAGS = ['--initial-old-space-size=1024'];

/**
 * Starts the real server (server/index.ts, or another `entry` that prints the same line when it
 * listens) as a child process; resolves once it listens.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry = 'server/index.ts',
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', entry], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
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
