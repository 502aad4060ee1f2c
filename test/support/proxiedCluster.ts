import type { ChildProcess } from 'node:child_process';
import { findNginx, startNginx, type NginxProcess } from '../../scripts/lib/nginxProcess';
import { freePort, startServerProcess } from '../../scripts/lib/serverProcess';
import { CuttableProxy } from './cuttableProxy';
import { createScratchDatabase } from './scratchDatabase';

const { DATABASE_URL, REDIS_URL, CI } = process.env;
const nginxBinary = findNginx();
/** The processes' metrics token: `/metrics/games` says which games a process holds live. */
export const METRICS_TOKEN = 'proxied-cluster-metrics-token';

/**
 * Whether the cluster tests can run here (PostgreSQL, Redis and nginx): they skip where one is
 * missing, except under CI, where a missing one fails them (`assertClusterNeeds`).
 */
export const clusterNeedsMissing = [
  ...(DATABASE_URL ? [] : ['DATABASE_URL (PostgreSQL)']),
  ...(REDIS_URL ? [] : ['REDIS_URL (Redis)']),
  ...(nginxBinary ? [] : ['nginx (apt-get install nginx-light)']),
];
export const skipClusterTests = clusterNeedsMissing.length > 0 && !CI;

/** Throws under CI when something the cluster tests need is missing (nothing is skipped there). */
export function assertClusterNeeds(): void {
  if (clusterNeedsMissing.length > 0)
    throw new Error(`the cluster tests need ${clusterNeedsMissing.join(', ')}`);
}

/** One game process of the cluster, on its own port, routed by nginx as /gN. */
export interface GameProcess {
  name: string;
  port: number;
  /** Its own address, bypassing the proxy. */
  direct: string;
  child: ChildProcess;
}

/**
 * Game processes on a scratch database behind nginx, as compose.yaml runs them: PostgreSQL and
 * Redis reached through cuttable proxies, each process advertising `<nginx>/gN` as its address.
 */
export class ProxiedCluster {
  readonly processes: GameProcess[] = [];
  private nginx: NginxProcess | undefined;
  private drop: (() => Promise<void>) | undefined;

  private constructor(
    readonly postgres: CuttableProxy,
    readonly redis: CuttableProxy,
    private readonly env: Record<string, string>,
    /** The proxy's address: where browsers come in. */
    readonly base: string,
    readonly proxyPort: number,
  ) {}

  static async start(count: number, env: Record<string, string> = {}): Promise<ProxiedCluster> {
    assertClusterNeeds();
    const scratch = await createScratchDatabase(DATABASE_URL!);
    const postgres = await CuttableProxy.forUrl(scratch.url, 5432);
    const redis = await CuttableProxy.forUrl(REDIS_URL!, 6379);
    const proxyPort = await freePort();
    const cluster = new ProxiedCluster(
      postgres.proxy,
      redis.proxy,
      {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        SESSION_SECRET: 'proxied-cluster-shared-secret',
        METRICS_TOKEN,
        ADMIN_PASSWORD: 'admin-password',
        // The per-address limits live in the shared Redis, across runs: not what these tests guard.
        RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'error',
        ...env,
      },
      `http://127.0.0.1:${proxyPort}`,
      proxyPort,
    );
    cluster.drop = scratch.drop;
    for (let i = 1; i <= count; i++) {
      const port = await freePort();
      cluster.processes.push({
        name: `g${i}`,
        port,
        direct: `http://127.0.0.1:${port}`,
        child: await cluster.spawn(`g${i}`, port),
      });
    }
    cluster.nginx = await startNginx({
      binary: nginxBinary!,
      port: proxyPort,
      upstreams: cluster.processes.map((p) => ({
        name: p.name,
        path: p.name,
        address: `127.0.0.1:${p.port}`,
      })),
    });
    return cluster;
  }

  /** Kills a process (SIGKILL: a crash) and waits for it to be gone. */
  async kill(process: GameProcess): Promise<void> {
    const exited = new Promise((resolve) => process.child.once('exit', resolve));
    process.child.kill('SIGKILL');
    await exited;
  }

  /** Starts a killed process again on its port. */
  async restart(process: GameProcess): Promise<void> {
    process.child = await this.spawn(process.name, process.port);
  }

  /** The process holding the game's live room (asked without joining it), if any. */
  async holderOf(gameId: number): Promise<GameProcess | undefined> {
    for (const p of this.processes) {
      const answer = await fetch(`${p.direct}/metrics/games`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).then(
        async (response) => (await response.json()) as { games: { gameId: number }[] },
        () => ({ games: [] }),
      );
      if (answer.games.some((game) => game.gameId === gameId)) return p;
    }
    return undefined;
  }

  async stop(): Promise<void> {
    for (const p of this.processes) p.child.kill('SIGKILL');
    await this.nginx?.stop();
    await this.postgres.close();
    await this.redis.close();
    await this.drop?.();
  }

  private spawn(name: string, port: number): Promise<ChildProcess> {
    return startServerProcess({
      ...this.env,
      PORT: String(port),
      PUBLIC_ADDRESS: `127.0.0.1:${this.proxyPort}/${name}`,
    });
  }
}
