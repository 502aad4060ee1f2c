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

// Connection exceptions (class 08) and a server shutting down or starting up (57P01-57P03).
const UNAVAILABLE_CODES = /^(08...|57P0[123])$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/**
 * What a game lock refused while its connection is down says. Its code does not survive a call
 * between processes (Colyseus passes only the message): the message is how it is known there.
 */
export const LOCK_CONNECTION_DOWN_TEXT = 'the game lock connection is down';
const UNAVAILABLE_MESSAGES = new RegExp(
  `Connection terminated|timeout exceeded when trying to connect|${LOCK_CONNECTION_DOWN_TEXT}`,
  'i',
);

/**
 * True when a query failed because the database could not be reached (down, restarting, the
 * network cut), not because of the query: the caller may try again once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
