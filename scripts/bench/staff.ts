/**
 * The staff tools' figures: the stats series over each range on a month of activity (5,000
 * sign-ups, a month of online samples, 2,000 games, 100,000 accepted actions), and the cost of
 * computing a request's permissions from the cached role settings.
 *
 *   npx tsx scripts/bench/staff.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.js';
import type { AppContext } from '../../server/context.js';
import { permissionsByRole, permissionsOfRoles } from '../../server/auth/permissions/effective.js';
import { loadRoleSettings } from '../../server/auth/permissions/repository.js';
import { STATS_RANGES, statsSeries, type StatsRange } from '../../server/staff/modpanel/stats.js';
import { median } from '../lib/stats.js';

async function timed(run: () => Promise<unknown>, rounds = 7): Promise<number> {
  // Warm up first: the figures are for a server that has been running, not for the first call.
  await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const report = (name: string, ms: number) =>
  console.log(`${name.padEnd(52)} ${ms.toFixed(ms < 1 ? 4 : 1).padStart(10)} ms`);

const database = await openDatabase('memory://');
const { db } = database;
const seeding = performance.now();
await db.execute(sql`INSERT INTO users (username, email, password_hash, created_at)
  SELECT 'user' || g, 'user' || g || '@example.com', 'x', now() - g * interval '8 minutes'
  FROM generate_series(1, 5000) g`);
await db.execute(sql`INSERT INTO online_samples (at, users)
  SELECT date_trunc('minute', now()) - g * interval '1 minute', g % 97
  FROM generate_series(0, 43199) g`);
await db.execute(sql`INSERT INTO games (map_id, status, options, state, version, started_at, ended_at)
  SELECT 1, 3, '{}', '{}', 50, now() - g * interval '20 minutes', now() - g * interval '20 minutes' + interval '1 hour'
  FROM generate_series(1, 2000) g`);
await db.execute(sql`INSERT INTO game_events (game_id, seq, version, type, player_id, param1, param2, param3, param4, at)
  SELECT 1 + g % 2000, g, g, 4, 1, 0, 0, 0, 0, now() - (g % 43200) * interval '1 minute'
  FROM generate_series(1, 100000) g`);
console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

const context = { db, now: () => new Date() } as unknown as AppContext;
for (const range of Object.keys(STATS_RANGES) as StatsRange[]) {
  report(`stats series, ${range}`, await timed(() => statsSeries(context, range)));
}

const byRole = permissionsByRole(await loadRoleSettings(db));
const calls = 100_000;
const started = performance.now();
for (let i = 0; i < calls; i++) permissionsOfRoles(byRole, ['player', 'moderator']);
report('permissions of a request (from the cache)', (performance.now() - started) / calls);
await database.close();
