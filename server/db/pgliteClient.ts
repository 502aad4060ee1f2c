import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { WorkerError, WorkerReply, WorkerRequest } from './pgliteProtocol';
import type { QueryObserver } from './queryTiming';
import { DATABASE_THREAD } from '../runtimeFiles';

/** The database thread's young generation, in MB (three semi-spaces of 2 MB). */
const DATABASE_THREAD_YOUNG_MB = 6;

type Pending = {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  /** Queries only: what the process list shows. */
  query?: RunningQuery;
  /** performance.now() when sent, for the query timings. */
  sentAt: number;
};

/** A query sent to the database thread and not yet answered (the moderators' process list). */
export interface RunningQuery {
  sql: string;
  /** ms epoch when it was sent. */
  startedAt: number;
  /** The transaction it runs in, if any. */
  transaction: number | undefined;
}
/** A transaction begun and not yet ended (the process list shows it while no query of it runs). */
export interface OpenTransaction {
  transaction: number;
  /** ms epoch when it began. */
  startedAt: number;
}
/** What the embedded database is busy with: the moderators' process list. */
export interface DatabaseActivity {
  queries: RunningQuery[];
  transactions: OpenTransaction[];
}
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** A database error as the embedded database raised it: its code, detail and constraint kept. */
function errorOf(error: WorkerError): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * The embedded database, running on a thread of its own (pgliteWorker.ts), behind the part of
 * PGlite's interface that drizzle's PGlite driver uses: query, exec and transaction.
 */
export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly transactions = new Map<number, OpenTransaction>();
  private nextId = 1;
  private stopped: Error | undefined;
  /** Told of every query and exec when it is answered (the operators' metrics). */
  observeQuery: QueryObserver | undefined;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) return;
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (pending?.query && this.observeQuery)
        this.observeQuery(pending.query.sql, reply.ok, (performance.now() - pending.sentAt) / 1000);
      if (reply.ok) pending?.resolve(reply.result);
      else pending?.reject(errorOf(reply.error));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database thread stopped (exit ${code})`)));
  }

  /**
   * Starts the thread and waits until the database is open: files under `dataDir`, or in memory.
   * `maintenanceMs`: how often the thread vacuums every table (PostgreSQL's autovacuum does not
   * run in PGlite).
   */
  static start(dataDir: string | undefined, maintenanceMs: number): Promise<PgliteWorkerClient> {
    const worker = new Worker(DATABASE_THREAD.url, {
      workerData: { dataDir, maintenanceMs },
      execArgv: DATABASE_THREAD.execArgv,
      // The database thread allocates little that dies young: a small young generation (V8 lets
      // a thread's grow to 48 MB and keeps it committed at rest) is its idle memory saved.
      resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_MB },
    });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      const onExit = (code: number) =>
        reject(new Error(`the database thread stopped before it opened (exit ${code})`));
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', () => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(new PgliteWorkerClient(worker));
      });
    });
  }

  private fail(error: Error): void {
    this.stopped ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private send<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    const query =
      request.type === 'query' || request.type === 'exec'
        ? { sql: request.sql, startedAt: Date.now(), transaction: request.tx }
        : undefined;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, {
        resolve: resolve as (result: unknown) => void,
        reject,
        query,
        sentAt: performance.now(),
      });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) {
    return this.send<Results<T>>({ type: 'query', sql, params, rowMode: options?.rowMode, tx });
  }

  exec(sql: string, _options?: QueryOptions, tx?: number) {
    return this.send<Results[]>({ type: 'exec', sql, tx });
  }

  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    const startedAt = Date.now();
    const txId = await this.send<number>({ type: 'begin' });
    this.transactions.set(txId, { transaction: txId, startedAt });
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(sql, params, options, txId),
      exec: (sql: string, options?: QueryOptions) => this.exec(sql, options, txId),
    } as Transaction;
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      await this.send({ type: 'end', tx: txId, commit: false });
      throw error;
    } finally {
      this.transactions.delete(txId);
    }
    await this.send({ type: 'end', tx: txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ type: 'close' });
    this.stopped = new Error('the database is closed');
    await this.worker.terminate();
  }

  /** How busy the database thread has been (since `since`): for the operators' metrics. */
  load(since?: EventLoopUtilization): EventLoopUtilization {
    return this.worker.performance.eventLoopUtilization(since);
  }

  /**
   * The queries sent and not yet answered, and the transactions begun and not yet ended, oldest
   * first: a transaction waiting between its statements (on its caller's own work) still holds
   * the embedded database, which runs one at a time.
   */
  activity(): DatabaseActivity {
    return {
      queries: [...this.pending.values()].flatMap((pending) =>
        pending.query ? [pending.query] : [],
      ),
      transactions: [...this.transactions.values()],
    };
  }

  /** What drizzle's PGlite driver expects to be handed. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
