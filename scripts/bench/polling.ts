/**
 * update-state requests per second on one in-process server (embedded database): the 304 path
 * (If-None-Match with the current ETag) and the full gzipped body.
 *
 *   npx tsx scripts/bench/polling.ts [--seconds 5] [--concurrency 16]
 */
import { createGame, registerPlayer } from '../../test/support/gameClients.js';
import { startTestServer } from '../../test/support/server.js';
import { numberArgument } from '../lib/stats.js';

const seconds = numberArgument('seconds', 5);
const concurrency = numberArgument('concurrency', 16);

const server = await startTestServer();
const [host, guest] = [
  await registerPlayer(server.baseUrl, 'BenchHost'),
  await registerPlayer(server.baseUrl, 'BenchGuest'),
];
const gameId = await createGame(host, { turn_time: 3600 });
const url = `${server.baseUrl}/game/${gameId}/play/update-state`;
await guest.http.post(`/game/${gameId}/play/join-game`, { color: 2 });
const { csrfToken } = await host.http.refreshSession();
const headers = {
  'content-type': 'application/json',
  cookie: host.http.cookieHeader,
  'x-csrf-token': csrfToken,
  'accept-encoding': 'gzip',
};
const first = await fetch(url, { method: 'POST', headers, body: '{}' });
const etag = first.headers.get('etag')!;
const fullBytes = Number(
  first.headers.get('content-length') ?? (await first.arrayBuffer()).byteLength,
);

async function hammer(extra: Record<string, string>, expectStatus: number) {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, ...extra },
          body: '{}',
        });
        await response.arrayBuffer();
        if (response.status !== expectStatus)
          throw new Error(`expected ${expectStatus}, got ${response.status}`);
        done++;
      }
    }),
  );
  return done / seconds;
}

const notModified = await hammer({ 'if-none-match': etag }, 304);
const full = await hammer({}, 200);
console.log(
  `update-state: ${notModified.toFixed(0)} req/s answered 304 (ETag), ${full.toFixed(0)} req/s with the full body (${fullBytes} B gzipped), concurrency ${concurrency}`,
);
await server.stop();
