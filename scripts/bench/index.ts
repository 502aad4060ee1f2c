/**
 * `npm run bench`: every benchmark, one after the other (never in parallel: 2 cores).
 * The load test with bots and the browser figures run separately: `npm run loadtest`,
 * `npx tsx scripts/bench/client.ts`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

for (const name of ['engine', 'protocol', 'commit', 'polling', 'community']) {
  console.log(`\n== ${name}`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
