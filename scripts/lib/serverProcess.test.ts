import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('is what `npm start` and the Docker image set', () => {
    expect(Object.keys(SERVER_ENV).length).toBeGreaterThan(0);
    const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
      .start as string;
    const image = runtimeStage(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    // Set before node starts: `NAME=value node scripts/start.mjs`.
    const assignments = start.slice(0, start.indexOf('node ')).trim().split(' ');
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(assignments).toContain(`${name}=${value}`);
      expect(image.env[name]).toBe(value);
    }
  });
});
