/**
 * `npm run bench [-- name...]`: every benchmark (or the named ones: engine, protocol, commit, polling,
 * community, staff, ai), one after the other (never in parallel: 2 cores).
 * The load test with bots and the browser figures run separately: `npm run loadtest`,
 * `npx tsx scripts/bench/client.ts`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ALL = ['engine', 'protocol', 'commit', 'polling', 'community', 'staff', 'ai'];
const named = process.argv.slice(2).filter((name) => ALL.includes(name));
// Anything else (--games 100) goes to each benchmark.
const forwarded = process.argv.slice(2).filter((arg) => !ALL.includes(arg));

for (const name of named.length > 0 ? named : ALL) {
  console.log(`\n== ${name}`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`), ...forwarded],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
