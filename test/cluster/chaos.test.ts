import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const { DATABASE_URL, REDIS_URL } = process.env;
const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run chaos` with these arguments; resolves with its exit code and output. */
function chaos(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/chaos.ts', ...args], {
      cwd: root,
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// The short version of `npm run chaos` (the long one runs by hand): needs PostgreSQL and Redis.
describe.skipIf(!DATABASE_URL || !REDIS_URL)(
  'a cluster whose processes, Redis and PostgreSQL go away',
  () => {
    it('loses no acknowledged action, applies none twice, and never has two live rooms for a game', async () => {
      const { code, output } = await chaos([
        '--processes',
        '2',
        '--games',
        '3',
        '--seconds',
        '20',
        '--interval',
        '6',
      ]);
      expect(output).toMatch(/[1-9]\d* SIGKILLs/);
      expect(output).toContain('outages: Redis 3 s, PostgreSQL 3 s');
      expect(output).toMatch(
        /live-room check: [1-9]\d* answers .* 0 games with two live rooms at once/,
      );
      expect(output).toContain('3 of 3 games playable after the chaos');
      expect(output).toContain('every acknowledged action is stored once');
      expect(code).toBe(0);
    }, 150_000);
  },
);
