import { mkdirSync } from 'node:fs';
import type { EventLoopUtilization } from 'node:perf_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteWorkerClient, type DatabaseActivity } from './pgliteClient';
import { prepareEmbeddedApart } from './prepareApart';
import { timePoolQueries, type QueryObserver } from './queryTiming';
import { advisoryLocks, inProcessLocks, type GameLocks } from './gameLocks';
import { untilAnswered } from './untilAnswered';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../runtimeFiles';

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** Who may write which game (see gameLocks.ts). */
  locks: GameLocks;
  /** 'pglite' (embedded) or 'postgres' (a server). */
  kind: 'pglite' | 'postgres';
  /** The embedded database thread's utilization; absent on a PostgreSQL server. */
  load?: (since?: EventLoopUtilization) => EventLoopUtilization;
  /** The embedded database's queries and transactions in flight; absent on a server (pg_stat_activity knows them). */
  activity?: () => DatabaseActivity;
  /** Settles once the migrations are applied (at once unless `migrateInBackground`). */
  migrated: Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations.
 * `location`: a postgres:// URL, a directory for embedded PGlite files, or 'memory://' for a throwaway one.
 * `maintenanceMs`: how often the embedded database vacuums (a server has its own autovacuum).
 * `observeQuery`: told of every statement's duration (the metrics).
 * `migrateInBackground`: a PostgreSQL server that does not answer yet is not waited for: the
 * migrations are applied once it does (`migrated`), and `onAway` hears each failed try.
 */
export async function openDatabase(
  location: string,
  {
    maintenanceMs = 10 * 60_000,
    observeQuery,
    migrateInBackground = false,
    onAway = () => undefined,
  }: {
    maintenanceMs?: number;
    observeQuery?: QueryObserver;
    migrateInBackground?: boolean;
    onAway?: (error: unknown) => void;
  } = {},
): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    if (observeQuery) timePoolQueries(pool, observeQuery);
    // An idle connection can drop (a database restart, an operator's kill): the pool replaces it,
    // and without a listener its error would take the whole process down.
    pool.on('error', (error) => console.error('database connection lost', error.message));
    const migrated = migrateInBackground
      ? untilAnswered(() => migrateUnderLock(pool), onAway)
      : migrateUnderLock(pool);
    if (!migrateInBackground) await migrated;
    const db = drizzlePostgres({ client: pool, schema });
    const locks = await advisoryLocks(location);
    return {
      db: db as unknown as Database,
      locks,
      kind: 'postgres',
      migrated,
      close: async () => {
        await locks.close();
        await pool.end();
      },
    };
  }
  if (location !== 'memory://') {
    mkdirSync(location, { recursive: true });
    await prepareEmbeddedApart(location);
  }
  const client = await PgliteWorkerClient.start(
    location === 'memory://' ? undefined : location,
    maintenanceMs,
  );
  client.observeQuery = observeQuery;
  const db = drizzlePglite({ client: client.asPglite(), schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    locks: inProcessLocks(),
    kind: 'pglite',
    migrated: Promise.resolve(),
    load: (since) => client.load(since),
    activity: () => client.activity(),
    close: () => client.close(),
  };
}

/** Several processes of a cluster may start at once: only one applies migrations at a time. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock(7355608)');
    await migratePostgres(drizzlePostgres({ client: connection, schema }), {
      migrationsFolder: MIGRATIONS_DIR,
    });
  } finally {
    await connection.query('SELECT pg_advisory_unlock(7355608)').catch(() => undefined);
    connection.release();
  }
}
