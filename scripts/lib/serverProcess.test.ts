import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeStage } from '../../test/support/runtimeImage';
import { SERVER_ENV, startServerProcess } from './serverProcess';

const root = path.resolve(import.meta.dirname, '../..');
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** What a process's environment held when it started, from /proc. */
function environmentOf(pid: number): Record<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(entries.map((entry) => entry.split(/=(.*)/s, 2)));
}

describe("the server's environment", () => {
  it.skipIf(process.platform !== 'linux')(
    'reaches the process startServerProcess starts, as it starts (glibc reads it then)',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'server-env-'));
      const entry = path.join(dir, 'listening.mjs');
      await writeFile(entry, "console.log('Conquest is running'); setInterval(() => {}, 1000);\n");
      const child = await startServerProcess({ PORT: '0' }, entry);
      stops.push(async () => {
        child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
      });
      expect(environmentOf(child.pid!)).toMatchObject({ ...SERVER_ENV, PORT: '0' });
    },
  );

  it.skipIf(process.platform !== 'linux')(
    'is set by `npm start` as it starts, in the same process',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'server-env-'));
      stops.push(() => rm(dir, { recursive: true, force: true }));
      // start.mjs's first step, and then what the process holds.
      const probe = path.join(dir, 'probe.mjs');
      const module = pathToFileURL(path.join(root, 'scripts/lib/serverEnvironment.mjs')).href;
      await writeFile(
        probe,
        `import { restartWithServerEnvironment } from '${module}';\n` +
          'restartWithServerEnvironment();\n' +
          'console.log(JSON.stringify({ pid: process.pid, env: process.env }));\n',
      );
      const environment = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !(name in SERVER_ENV)),
      );
      const child = spawn(process.execPath, [probe], { env: environment });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => child.once('exit', resolve));
      const seen = JSON.parse(output) as { pid: number; env: Record<string, string> };
      expect(seen.pid).toBe(child.pid);
      expect(seen.env).toMatchObject(SERVER_ENV);
    },
  );

  it('is what the Docker image sets', () => {
    expect(Object.keys(SERVER_ENV).length).toBeGreaterThan(0);
    const image = runtimeStage(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(image.env[name]).toBe(value);
  });
});
