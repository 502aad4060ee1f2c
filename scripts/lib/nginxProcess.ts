import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxConfig, type NameLookup, type Upstream } from './nginxConfig';

/** Where nginx is installed, if it is (Debian's nginx-light puts it in /usr/sbin). */
export function findNginx(): string | undefined {
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  if (found) return found;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate));
}

export interface NginxProcess {
  child: ChildProcess;
  /** Stops it (SIGTERM, a fast shutdown); its directory goes when it exits. */
  stop(): Promise<void>;
}

/**
 * nginx in front of these game processes on `port`, as an unprivileged process with its
 * configuration, logs and temporary files in a directory of its own; resolves once it listens.
 */
export async function startNginx({
  binary,
  port,
  host = '127.0.0.1',
  upstreams,
  lookup,
}: {
  binary: string;
  port: number;
  /** The address to listen on; '' for every interface. */
  host?: string;
  upstreams: readonly Upstream[];
  /** The processes by name, looked up through a DNS server (compose's form). */
  lookup?: NameLookup;
}): Promise<NginxProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'conquest-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    nginxConfig({ listen: host ? `${host}:${port}` : `${port}`, upstreams, lookup, localDir: dir }),
  );
  const child = spawn(
    binary,
    ['-p', dir, '-c', config, '-e', 'stderr', '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let errors = '';
  const collect = (chunk: Buffer) => (errors += chunk.toString());
  child.stderr!.on('data', collect);
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    if (
      await fetch(`http://${host || '127.0.0.1'}:${port}/healthz`).then(
        () => true,
        () => false,
      )
    ) {
      child.stderr!.off('data', collect);
      return { child, stop };
    }
    if (waited > 10_000) {
      await stop();
      throw new Error(`nginx did not listen on ${port}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
