import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertClusterNeeds, skipClusterTests } from '../support/proxiedCluster';

const root = path.resolve(import.meta.dirname, '../..');

/** The run is interrupted after this (it cleans up then), so that its output shows where it hung. */
const RUN_LIMIT_MS = 220_000;

/** Runs `npm run chaos` with these arguments; resolves with its exit code and output. */
function chaos(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/chaos.ts', ...args], {
      cwd: root,
      env: process.env,
    });
    // A run left behind would keep its processes in the shared Redis, under the next run's room ids.
    const limit = setTimeout(() => child.kill('SIGINT'), RUN_LIMIT_MS);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });
}

// The short version of `npm run chaos` (the long one runs by hand): needs PostgreSQL, Redis and
// nginx (skipped where one is missing, except on CI).
describe.skipIf(skipClusterTests)('a cluster whose processes, Redis and PostgreSQL go away', () => {
  it('loses no acknowledged action over HTTP or rooms, applies none twice, never has two live rooms for a game, and its room bots follow their games', async () => {
    assertClusterNeeds();
    const { code, output } = await chaos([
      '--processes',
      '2',
      '--games',
      '3',
      '--seconds',
      '36',
      '--interval',
      '6',
      '--outages',
      'redis:12,postgres:3',
    ]);
    // As the field: through nginx, Redis away longer than a blip.
    expect(output).toMatch(/played through nginx/);
    expect(output).toMatch(/[1-9]\d* SIGKILLs/);
    expect(output).toContain('outages: Redis 12 s, PostgreSQL 3 s');
    expect(output).not.toMatch(/exited by itself/);
    expect(output).toMatch(
      /live-room check: [1-9]\d* answers .* 0 games with two live rooms at once/,
    );
    expect(output).toContain('3 of 3 games playable after the chaos');
    // Both kinds of bots played: the room bots' actions went through rooms, as the play screen's.
    expect(output).toMatch(
      /actions acknowledged \(room: [1-9]\d* in 1 game, HTTP: [1-9]\d* in 2 games\)/,
    );
    // The first kill is of the process holding the room-played game: its bots must have found
    // the game's new room and had an action acknowledged through it.
    expect(output).toMatch(
      /room bots: [1-9]\d* reconnects, .*; ([1-9]\d*) of \1 room-played games acted through a room again after their process was killed/,
    );
    expect(output).toContain('every acknowledged action is stored once');
    expect(code, output.slice(-3000)).toBe(0);
  }, 240_000);
});
