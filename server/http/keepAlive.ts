import type { Server as HttpServer } from 'node:http';
import { LOBBY_POLL_MS } from '../../shared/constants';

/**
 * How long an idle connection stays open: past the longest interval at which a page polls (the
 * lobby's), so that a polling client's next request finds its connection still open. Node's 5 s
 * closed it between any two polls, and every poll paid a new TCP handshake (and TLS behind a
 * proxy that passes it through); under a burst of them, handshakes overflowed the listen queue
 * and waited a second for the retransmitted SYN.
 */
export const KEEP_ALIVE_MS = LOBBY_POLL_MS + 5_000;

/** Keeps polling clients' connections open between their polls. */
export function keepPollersConnected(server: HttpServer): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers must still arrive promptly once it has begun (Node's default is 60 s).
  server.headersTimeout = Math.max(server.headersTimeout, KEEP_ALIVE_MS + 1_000);
}

/** How often a stopping server looks for connections that have gone idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting and resolves once every connection is gone, closing each as soon as it is idle:
 * a connection kept alive for the next poll would otherwise hold the stop for KEEP_ALIVE_MS.
 */
export function closeWhenIdle(server: HttpServer): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
