import { sql } from 'drizzle-orm';
import type { ProcessRow } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';

/** The statements the database is running: pg_stat_activity on a server, the in-flight queries of the embedded one. */
export async function processList(context: AppContext): Promise<ProcessRow[]> {
  const running = context.runningQueries;
  const now = Date.now();
  if (running) {
    // Answered from memory: the embedded database runs one statement at a time, and asking it
    // would wait behind the very query a moderator is looking for.
    return running().map((query) => ({
      User: 'server',
      db: 'embedded',
      Command: 'Query',
      State: query.transaction === undefined ? 'active' : `in transaction ${query.transaction}`,
      Time: Math.floor((now - query.startedAt) / 1000),
      Info: query.sql,
    }));
  }
  const result = await context.db.execute(sql`
    SELECT coalesce(usename, '') AS "User", coalesce(datname, '') AS db,
      CASE WHEN state = 'active' THEN 'Query' WHEN state LIKE 'idle%' THEN 'Sleep'
        ELSE coalesce(backend_type, '') END AS "Command",
      coalesce(state, '') AS "State",
      coalesce(floor(extract(epoch FROM now() - query_start)), 0)::int AS "Time",
      coalesce(query, '') AS "Info"
    FROM pg_stat_activity
    WHERE datname = current_database()
    ORDER BY query_start NULLS LAST`);
  // Both drivers answer with { rows }; the shared Database type cannot say so.
  return (result as unknown as { rows: ProcessRow[] }).rows;
}
