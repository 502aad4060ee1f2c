/**
 * `npm run bench [-- name...]`: every benchmark (or the named ones: engine, protocol, commit, polling,
 * community, staff, ai), one after the other (never in parallel: 2 cores).
 * The load test with bots runs separately (`npm run loadtest`), the browser figures only when
 * named: `npm run bench -- client [--bundle | --wire]`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ALL = ['engine', 'protocol', 'commit', 'polling', 'community', 'staff', 'ai'];
// Run only when named: the browser figures (scripts/bench/client.ts) need Chromium and a build,
// the players' home (home.ts) a seeded database (npm run seed), the scale-out (scaleout.ts) root,
// PostgreSQL, Redis and a quiet machine.
const NAMED_ONLY = ['client', 'home', 'scaleout'];
const known = (name: string) => ALL.includes(name) || NAMED_ONLY.includes(name);
const named = process.argv.slice(2).filter(known);
// Anything else (--games 100) goes to each benchmark.
const forwarded = process.argv.slice(2).filter((arg) => !known(arg));

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
