import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Runs a query written in SQL; both drivers answer with { rows }, which the shared type cannot say. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** won / played, 0 when nothing was played. */
export const rateOf = (won: number, played: number): number => (played === 0 ? 0 : won / played);

/**
 * A whole number written into a statement, not bound: the embedded database keeps one plan of a
 * prepared statement for every call only when no part's size is a parameter (planned afresh,
 * such a statement costs more than it reads).
 */
export const constant = (value: number): SQL => sql.raw(String(Math.trunc(value)));
