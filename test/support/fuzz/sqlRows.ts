import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

/** The rows of a query, whichever driver (PGlite or node-postgres) is underneath. */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
