import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';

/** Runs one bulk insert: `rows` go as one JSON parameter and are read back as a record set. */
export async function insertRows(
  db: Database,
  target: string,
  columns: string,
  rows: unknown[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`INSERT INTO ${sql.raw(target)} SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS r(${sql.raw(columns)})`,
  );
}

/** `count` ids from a table's own sequence, so rows can be written with their ids known. */
export async function reserveIds(db: Database, table: string, count: number): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

export const iso = (ms: number): string => new Date(ms).toISOString();
