import type pg from 'pg';

/** Told of every database statement when it ends: its text, whether it succeeded, how long it took. */
export type QueryObserver = (sql: string, ok: boolean, seconds: number) => void;

type Callback = (error: Error | null, result: unknown) => void;

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? '');

/**
 * Times every statement on the pool's connections. Drizzle calls `client.query` with promises,
 * pg's own `pool.query` with a callback: both forms are timed; streams (cursors) are left alone.
 */
export function timePoolQueries(pool: pg.Pool, observe: QueryObserver): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    const timed = (...args: unknown[]): unknown => {
      const started = performance.now();
      const done = (ok: boolean) =>
        observe(textOf(args[0]), ok, (performance.now() - started) / 1000);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as Callback;
        args[last] = (error: Error | null, result: unknown) => {
          done(!error);
          callback(error, result);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result instanceof Promise)
        result.then(
          () => done(true),
          () => done(false),
        );
      return result;
    };
    (client as unknown as { query: typeof timed }).query = timed;
  });
}
