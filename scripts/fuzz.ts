/**
 * `npm run fuzz -- --cases 50000 --room 2000 --seed 7`: the long fuzz run (CI runs a short one in
 * test/integration/fuzz.test.ts) against a real server started in this process on a throwaway
 * database, with a progress line, then the counts per route group (cases, 2xx, 3xx, 4xx, 5xx,
 * refused requests that changed the database). Exits 1 and lists the failures when the server did
 * not hold: any 5xx, any refused request that changed the database, any malformed refusal.
 */
import { parseArgs } from 'node:util';
import { runFuzz } from '../test/support/fuzz/fuzzRun';
import { routesOf } from '../test/support/fuzz/routes';
import { startTestServer } from '../test/support/server';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '20000' },
    room: { type: 'string', default: '1000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});
const [httpCases, roomCases, seed] = [values.cases, values.room, values.seed].map(Number) as [
  number,
  number,
  number,
];

// The request log would bury the progress line.
const server = await startTestServer({ LOG_LEVEL: 'warn' });
const started = Date.now();
console.log(
  `fuzzing ${server.baseUrl} with seed ${seed}: ${httpCases} requests, ${roomCases} room messages`,
);
const routes = routesOf(server.app.http()!);
const { failures, tally, unvalidated } = await runFuzz({
  baseUrl: server.baseUrl,
  routes,
  database: server.app.context.db,
  adminPassword: 'admin-password',
  httpCases,
  roomCases,
  seed,
  onProgress(done, total, failed) {
    if (done % 50 !== 0 && done !== total) return;
    const rate = (done / ((Date.now() - started) / 1000)).toFixed(0);
    process.stdout.write(`\r${done}/${total} cases, ${failed} failures, ${rate}/s   `);
  },
});
const alive = (await fetch(`${server.baseUrl}/healthz`)).status === 200;
console.log(
  `\n${routes.length} routes, ${((Date.now() - started) / 1000).toFixed(0)} s\n${tally.format()}`,
);
console.log(`${failures.length} failures; the server ${alive ? 'still serves' : 'is DOWN'}`);
for (const request of unvalidated.slice(0, 20))
  console.log(`reached the database unvalidated (refused by the last-resort handler): ${request}`);
for (const failure of failures.slice(0, 50))
  console.log(`#${failure.case} ${failure.problem}\n    ${failure.request}`);
await server.stop();
process.exit(failures.length === 0 && alive ? 0 : 1);
