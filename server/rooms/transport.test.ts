import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpreadPingTransport } from './transport';

interface StubClient {
  pingCount: number;
  ping: ReturnType<typeof vi.fn>;
  terminate: ReturnType<typeof vi.fn>;
}

function transportWith(count: number) {
  const transport = new SpreadPingTransport({ noServer: true, pingInterval: 0 });
  const clients: StubClient[] = Array.from({ length: count }, () => ({
    pingCount: 0,
    ping: vi.fn(),
    terminate: vi.fn(),
  }));
  const internals = transport as unknown as {
    wss: { clients: Set<StubClient> };
    autoTerminateUnresponsiveClients(interval: number, retries: number): void;
    pingInterval: NodeJS.Timeout;
  };
  for (const client of clients) internals.wss.clients.add(client);
  return { clients, internals };
}

describe('SpreadPingTransport', () => {
  afterEach(() => vi.useRealTimers());

  it('pings every client once per interval, a slice every 100 ms', () => {
    vi.useFakeTimers();
    const { clients, internals } = transportWith(60);
    internals.autoTerminateUnresponsiveClients(3000, 2);
    vi.advanceTimersByTime(100);
    expect(clients.filter((c) => c.ping.mock.calls.length === 1)).toHaveLength(2);
    vi.advanceTimersByTime(2900);
    expect(clients.map((c) => c.ping.mock.calls.length)).toEqual(clients.map(() => 1));
    clearInterval(internals.pingInterval);
  });

  it('drops a client that missed its pongs, and keeps one that answers', () => {
    vi.useFakeTimers();
    const { clients, internals } = transportWith(2);
    const [silent, answering] = clients as [StubClient, StubClient];
    // A pong resets the count (Colyseus's heartbeat handler does this on the real socket).
    answering.ping.mockImplementation(() => (answering.pingCount = 0));
    internals.autoTerminateUnresponsiveClients(1000, 2);
    vi.advanceTimersByTime(2000);
    expect(silent.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(silent.terminate).toHaveBeenCalledOnce();
    expect(answering.terminate).not.toHaveBeenCalled();
    clearInterval(internals.pingInterval);
  });
});
