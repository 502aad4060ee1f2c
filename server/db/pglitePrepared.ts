import type { PGlite, Results, RowMode, Transaction } from '@electric-sql/pglite';

/** Distinct statements kept prepared; past this, new ones run the ordinary way. */
const MAX_PREPARED = 1000;

/**
 * A parameter as an SQL literal, or undefined when it cannot be written as one safely (binary
 * data, arrays, a NUL character): such a query runs the ordinary way. With
 * standard_conforming_strings on, the only special character inside '...' is the quote itself,
 * so doubling it is the whole of the escaping. Every literal is quoted and untyped: PostgreSQL
 * gives it the parameter's type, exactly as it does for a bound parameter.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    text = value.toISOString();
  } else return undefined;
  if (text.includes('\0')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

type Target = Pick<PGlite, 'query' | 'exec'> | Transaction;

/**
 * Runs parameterised queries on the embedded database through statements it prepares once per
 * distinct text (PREPARE), then runs with EXECUTE and the parameters as literals in one simple
 * query. PGlite otherwise parses, describes and plans every query afresh in six trips into the
 * WebAssembly module; an action's commit costs about 40% less this way.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string | null>();

  /** `enabled` is false when the server's literal syntax is not the one sqlLiteral writes. */
  constructor(private readonly enabled: boolean) {}

  static async for(database: PGlite): Promise<PreparedStatements> {
    const result = await database.query<{ standard_conforming_strings: string }>(
      'SHOW standard_conforming_strings',
    );
    return new PreparedStatements(result.rows[0]?.standard_conforming_strings === 'on');
  }

  /**
   * `inTransaction`: statements are only prepared outside transactions, where a PREPARE that
   * fails cannot abort anything; inside one, a statement already prepared is still used.
   */
  async query(
    target: Target,
    sql: string,
    params: unknown[] | undefined,
    rowMode: RowMode | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    const literals = this.enabled && params?.length ? params.map(sqlLiteral) : undefined;
    const name =
      literals?.every((literal) => literal !== undefined) &&
      (inTransaction ? this.names.get(sql) : await this.prepare(target, sql));
    if (!name) return target.query(sql, params, { rowMode });
    const [result] = await target.exec(`EXECUTE ${name}(${literals!.join(', ')})`, { rowMode });
    return result!;
  }

  /** The prepared statement for `sql`; null when PREPARE refused it (not asked again). */
  private async prepare(target: Target, sql: string): Promise<string | null> {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= MAX_PREPARED) return known ?? null;
    const name = `prepared_${this.names.size + 1}`;
    try {
      await target.exec(`PREPARE ${name} AS ${sql}`);
    } catch {
      // A parameter whose type PostgreSQL cannot infer, say: the query runs the ordinary way.
      this.names.set(sql, null);
      return null;
    }
    this.names.set(sql, name);
    return name;
  }
}
