/** PostgreSQL's own error code of a failed query, looked up through drizzle's wrapping. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True for PostgreSQL's class 22 "data exception": a number out of its column's range, a NUL in a
 * text, a string that is not a number. Such a value is the caller's, let through unvalidated.
 */
export function isDataException(error: unknown): boolean {
  return databaseErrorCode(error)?.startsWith('22') ?? false;
}
