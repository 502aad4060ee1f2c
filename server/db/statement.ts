import type { Database } from './client';

/** SQL text with numbered parameters ($1, $2, ...), and their values in order. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Writes a statement's text and parameters together: `param(value, cast)` records the value and
 * answers its placeholder, so the text and the list cannot fall out of step.
 */
export function statement(
  write: (param: (value: unknown, cast?: string) => string) => string,
): Statement {
  const params: unknown[] = [];
  const sql = write((value, cast = '') => {
    params.push(value);
    return `$${params.length}${cast}`;
  });
  return { sql, params };
}

/**
 * Runs a statement written by hand on either driver, in a transaction when `db` is one. For the
 * statements of the hottest path only (an action's commit): drizzle's query builder assembles
 * the text from dozens of small objects on every call, which under load was a fifth of all the
 * server allocated per action.
 */
export async function runStatement<Row>(db: Database, query: Statement): Promise<Row[]> {
  const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute();
  // Both drivers answer a statement without mapped fields with { rows }.
  return (result as { rows: Row[] }).rows;
}
