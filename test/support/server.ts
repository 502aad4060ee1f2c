import { createApp, type App, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createScratchDatabase } from './scratchDatabase';

export interface TestServer {
  app: App;
  baseUrl: string;
  /** Moves the server's clock (throttling windows, timers). */
  clock: { now: Date; advance(ms: number): void };
  stop(): Promise<void>;
}

/**
 * Boots the real server in-process on a free port: on a fresh PostgreSQL database when
 * DATABASE_URL is set (created for this file, dropped after), else on in-memory PGlite.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clientDir' | 'databaseLocation' | 'pushNetwork'> = {},
): Promise<TestServer> {
  // A given location (a restart test's) is the caller's to clean up.
  const scratch =
    process.env.DATABASE_URL && !options.databaseLocation
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : undefined;
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  // Every test signs up its players from this one address: only the rate-limit tests (which pass
  // RATE_LIMIT_EXEMPT: '') see the per-address limits.
  const config = loadConfig({
    PORT: '0',
    ADMIN_PASSWORD: 'admin-password',
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    ...env,
  });
  const app = await createApp(config, {
    databaseLocation: options.databaseLocation ?? scratch?.url ?? 'memory://',
    now: () => clock.now,
    clientDir: options.clientDir,
    pushNetwork: options.pushNetwork,
  });
  const port = await app.listen(0);
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    async stop() {
      await app.close();
      await scratch?.drop();
    },
  };
}
