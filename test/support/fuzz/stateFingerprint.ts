import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { sqlRows } from './sqlRows';

/**
 * Whether a request changed the database: a fingerprint of every table of the schema (found in
 * the catalog, so feature tables added later are covered without being listed), one row count and
 * one order-free sum of row hashes per table. It sees inserts, deletes and any update that changes
 * a value; a rolled-back write leaves it as it was.
 *
 * Hashing every row is not free (the games table holds whole game states), so a fingerprint is
 * taken again only when PostgreSQL's next transaction id moved: no transaction that wrote
 * anything committed or aborted since the last one, so nothing can have changed.
 *
 * PostgreSQL's own counters (pg_stat_user_tables' n_tup_ins/upd/del) would be cheaper but are not
 * synchronous: a backend flushes them at most once a second, on its next statement (in PGlite an
 * insert showed 0 there 1.5 s later, and appeared only after the following statement).
 */

/**
 * What may change while a request is refused, and why. Kept narrow: a whole table only when every
 * write to it is bookkeeping, else the one column.
 */
export const LEGITIMATE_CHANGES: Record<string, 'table' | readonly string[]> = {
  // A refused sign-in is recorded by design: the login throttle counts these rows.
  login_failures: 'table',
  // Written by the online sampler on its own timer, whatever the requests are.
  online_samples: 'table',
  // "Last seen" for the online list: written for any signed-in request, refused or not
  // (server/auth/lastSeen.ts).
  users: ['last_active_at'],
};

export type Fingerprint = Map<string, string>;

export class StateWatch {
  private tables: string[] = [];
  private lastXid = '';
  private last: Fingerprint = new Map();

  constructor(private readonly db: Database) {}

  /** Reads the schema's tables and takes the first fingerprint. */
  async start(): Promise<void> {
    const rows = await this.rows<{ name: string }>(sql`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE '\\_\\_%' ORDER BY table_name`);
    this.tables = rows
      .map((row) => row.name)
      .filter((name) => LEGITIMATE_CHANGES[name] !== 'table');
    await this.current();
  }

  /** The tables this watch fingerprints (every table of the schema but the excluded ones). */
  get watched(): readonly string[] {
    return this.tables;
  }

  /** The current fingerprint (cached while no transaction that wrote has happened). */
  async current(): Promise<Fingerprint> {
    const xid = await this.nextXid();
    if (xid === this.lastXid) return this.last;
    const parts = this.tables.map((table) => {
      const skipped = LEGITIMATE_CHANGES[table];
      const row = Array.isArray(skipped)
        ? `to_jsonb(t) - ARRAY[${skipped.map((c) => `'${c}'`).join(',')}]::text[]`
        : 'to_jsonb(t)';
      return `SELECT '${table}' AS name, count(*) || ':' || coalesce(sum(hashtext((${row})::text)::bigint), 0) AS print FROM "${table}" t`;
    });
    const rows = await this.rows<{ name: string; print: string }>(
      sql.raw(parts.join(' UNION ALL ')),
    );
    this.last = new Map(rows.map((row) => [row.name, row.print]));
    this.lastXid = xid;
    return this.last;
  }

  private async nextXid(): Promise<string> {
    const [row] = await this.rows<{ xid: string }>(
      sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`,
    );
    return row!.xid;
  }

  private rows<T>(query: SQL): Promise<T[]> {
    return sqlRows<T>(this.db, query);
  }
}

/** The tables whose fingerprint differs, with both prints ("count:hash"). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after]
    .filter(([table, print]) => before.get(table) !== print)
    .map(([table, print]) => `${table} ${before.get(table) ?? '-'} -> ${print}`);
}
