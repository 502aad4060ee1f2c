import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to a server that a test can cut and restore, as a network or a restarting database
 * would: cut closes every connection and refuses new ones; restore accepts again.
 */
export class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(target, 0);
    const port = await proxy.listen(0);
    return Object.assign(proxy, { port });
  }

  /** A proxy to the service a URL names (postgres://, redis://), and the same URL through it. */
  static async forUrl(
    url: string,
    defaultPort: number,
  ): Promise<{ proxy: CuttableProxy; url: string }> {
    const direct = new URL(url);
    const proxy = await CuttableProxy.start({
      host: direct.hostname,
      port: Number(direct.port || defaultPort),
    });
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    return { proxy, url: proxied.toString() };
  }

  /** Closes every connection through the proxy and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Accepts connections again, on the same port. */
  async restore(): Promise<void> {
    await this.listen(this.port);
  }

  close(): Promise<void> {
    return this.cut();
  }

  private listen(port: number): Promise<number> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }
}
