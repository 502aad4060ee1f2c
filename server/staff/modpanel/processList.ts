import { sql } from 'drizzle-orm';
import type { ProcessRow } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';

/**
 * The statements the database is running: pg_stat_activity on a server; on the embedded one, the
 * queries in flight and the transactions held open between statements.
 */
export async function processList(context: AppContext): Promise<ProcessRow[]> {
  const activity = context.databaseActivity;
  const now = Date.now();
  if (activity) {
    // Answered from memory: the embedded database runs one statement at a time, and asking it
    // would wait behind the very query a moderator is looking for.
    const { queries, transactions } = activity();
    const row = (Command: string, State: string, startedAt: number, Info: string) => ({
      User: 'server',
      db: 'embedded',
      Command,
      State,
      Time: Math.floor((now - startedAt) / 1000),
      Info,
    });
    const busy = new Set(queries.map((query) => query.transaction));
    return [
      ...queries.map((query) =>
        row(
          'Query',
          query.transaction === undefined ? 'active' : `in transaction ${query.transaction}`,
          query.startedAt,
          query.sql,
        ),
      ),
      // Like pg_stat_activity's "idle in transaction": open, holding the database, no statement.
      ...transactions
        .filter((open) => !busy.has(open.transaction))
        .map((open) => row('Sleep', `idle in transaction ${open.transaction}`, open.startedAt, '')),
    ];
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
