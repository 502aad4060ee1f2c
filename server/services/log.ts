import { pino, type Logger } from 'pino';

/**
 * The process's structured log: one JSON object per line on stdout, for a log shipper. The
 * startup lines an operator reads (where to connect, the admin password) stay plain console
 * output in index.ts. Tests log warnings and worse only, so their output stays readable.
 */
export function createLogger(level: string | undefined): Logger {
  return pino(
    {
      level: level ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    // Written in the background: a synchronous write per request line was 7 % of the main
    // thread under load. pino flushes what is pending when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
}
