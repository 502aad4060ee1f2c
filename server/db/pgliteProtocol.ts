/** Messages between the main thread (pgliteClient.ts) and the embedded database's thread (pgliteWorker.ts). */

export type WorkerRequest =
  | {
      type: 'query';
      id: number;
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      tx?: number;
    }
  | { type: 'exec'; id: number; sql: string; tx?: number }
  /** Opens a transaction; the reply's result is its number, for the requests that run in it. */
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'close'; id: number };

/** A database error's own fields (code, detail, constraint…) travel with its message. */
export type WorkerError = { message: string } & Record<string, unknown>;

export type WorkerReply =
  | { ok: true; id: number; result: unknown }
  | { ok: false; id: number; error: WorkerError }
  | { ready: true };
