import { WebSocketTransport } from '@colyseus/ws-transport';
import type WebSocket from 'ws';

/** How often a slice of the clients is pinged. */
const PING_SLICE_MS = 100;

const ignore = () => undefined;

type PingedClient = WebSocket & { pingCount: number; pingSlice?: number };

/**
 * Colyseus's WebSocket transport, pinging every client once per interval as it does (and
 * dropping one that missed `pingMaxRetries` pongs), but a slice of them every 100 ms instead of
 * all at once: with 6,000 clients the single burst stalled the event loop for tens of
 * milliseconds every interval, and every action arriving then waited.
 */
export class SpreadPingTransport extends WebSocketTransport {
  private markOpen: (error?: Error) => void = () => undefined;
  private readonly portOpen = new Promise<void>((resolve, reject) => {
    this.markOpen = (error) => (error ? reject(error) : resolve());
  });

  /**
   * Opens the port. Colyseus's own listen joins the cluster first (through Redis) and opens the
   * port after, so a process started while Redis is away would answer nothing, not even its
   * health probe: the app opens the port itself, and Colyseus's listen (below) finds it open.
   */
  openPort(port: number): Promise<void> {
    const server = this.server!;
    server.once('error', this.markOpen);
    server.listen(port, () => {
      server.off('error', this.markOpen);
      this.markOpen();
    });
    return this.portOpen;
  }

  /** Colyseus's listen, once the cluster is joined: the port is the app's (openPort). */
  override listen(
    _port: number,
    _hostname?: string,
    _backlog?: number,
    listeningListener?: (error?: Error) => void,
  ): this {
    this.portOpen.then(
      () => listeningListener?.(),
      (error: Error) => listeningListener?.(error),
    );
    return this;
  }

  protected override autoTerminateUnresponsiveClients(
    pingInterval: number,
    pingMaxRetries: number,
  ): void {
    const slices = Math.max(1, Math.round(pingInterval / PING_SLICE_MS));
    let nextSlice = 0;
    let arrivals = 0;
    this.pingInterval = setInterval(() => {
      const slice = nextSlice;
      nextSlice = (nextSlice + 1) % slices;
      for (const client of this.wss.clients as Set<PingedClient>) {
        client.pingSlice ??= arrivals++ % slices;
        if (client.pingSlice !== slice) continue;
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(undefined, undefined, ignore);
      }
    }, PING_SLICE_MS);
  }
}
