import { matchMaker } from '@colyseus/core';
import { createApp } from './app';
import { loadConfig } from './config';
import { settleStartGarbage } from './services/settleStartGarbage';

const config = loadConfig();
const app = await createApp(config);
const port = await app.listen(config.port);
settleStartGarbage(() => matchMaker.stats.local.roomCount);

const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`Conquest is running at http://localhost:${port} (${database})`);
// At once when the database answered at start; once it does, when it was away.
app.databaseStarted.then(
  () => {
    if (!app.adminPassword) return;
    console.log(`\nCreated the admin account. Username: admin  Password: ${app.adminPassword}`);
    console.log('This password is shown only once: keep it somewhere safe.\n');
  },
  (error: unknown) => {
    console.error('preparing the database failed', error);
    process.exit(1);
  },
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed', error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
