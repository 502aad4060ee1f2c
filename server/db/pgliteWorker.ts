/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly: every query
 * is synchronous CPU work, and on the main thread it would stall every room and request for as
 * long as it runs. Here it has a thread of its own; pgliteClient.ts is the other end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './pglitePrepared';
import type { WorkerReply, WorkerRequest } from './pgliteProtocol';

if (!parentPort) throw new Error('pgliteWorker.ts runs as a worker thread');
const port = parentPort;

// Dates and intervals stay text, as drizzle's own PGlite driver asks for on every query: its
// column types parse them. The main thread cannot pass parser functions, so they are set once here.
const raw = (value: string) => value;
const ARRAYS_OF = { numeric: 1231, timestamp: 1115, timestamptz: 1185, interval: 1187, date: 1182 };
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, ...Object.values(ARRAYS_OF)].map(
    (oid) => [oid, raw],
  ),
);

/**
 * PostgreSQL's page cache inside the WebAssembly memory. Its default, 128 MB, was most of an idle
 * server's memory (docs/capacity.md); a site's working set is far smaller, and pages it misses are
 * read from the operating system's file cache, not the disk.
 */
const SHARED_BUFFERS = '16MB';

const { dataDir, maintenanceMs } = workerData as {
  dataDir: string | undefined;
  maintenanceMs: number;
};
const database = await PGlite.create(dataDir, {
  parsers,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});
const prepared = await PreparedStatements.for(database);

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without this, index
 * entries of updated rows would pile up forever and, after enough transactions, PostgreSQL would
 * stop accepting writes to protect its transaction ids. One table at a time, so that queries
 * waiting in between get their turn.
 */
async function vacuumEveryTable(): Promise<void> {
  const tables = await database.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  for (const { name } of tables.rows) await database.exec(`VACUUM (ANALYZE) ${name}`);
}
const maintenance = setInterval(
  () =>
    void vacuumEveryTable().catch((error) => console.error('database maintenance failed', error)),
  maintenanceMs,
);
maintenance.unref();

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** The request that asked to end it: it gets the reply once COMMIT or ROLLBACK has run. */
  endingRequest?: number;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

function reply(message: WorkerReply): void {
  port.postMessage(message);
}

/** What a PostgreSQL error says about itself; the query and its parameters stay here. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function failure(id: number, error: unknown): WorkerReply {
  if (!(error instanceof Error)) return { ok: false, id, error: { message: String(error) } };
  const fields = Object.fromEntries(
    ERROR_FIELDS.flatMap((name) => {
      const value = (error as unknown as Record<string, unknown>)[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  return { ok: false, id, error: { ...fields, message: error.message } };
}

function begin(id: number): void {
  const txId = nextTransaction++;
  database
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(txId, {
            tx,
            finish: (commit) => (commit ? resolve() : reject(new RolledBack())),
          });
          reply({ ok: true, id, result: txId });
        }),
    )
    .then(
      () => reply({ ok: true, id: transactions.get(txId)!.endingRequest!, result: null }),
      (error: unknown) => {
        // Before the transaction opened, the failure answers `begin`; after, the request ending it.
        const answering = transactions.get(txId)?.endingRequest ?? id;
        reply(
          error instanceof RolledBack
            ? { ok: true, id: answering, result: null }
            : failure(answering, error),
        );
      },
    )
    .finally(() => transactions.delete(txId));
}

class RolledBack extends Error {}

async function handle(request: WorkerRequest): Promise<void> {
  if (request.type === 'begin') return begin(request.id);
  const txId = 'tx' in request ? request.tx : undefined;
  const open = txId === undefined ? undefined : transactions.get(txId);
  if (txId !== undefined && !open) {
    reply({ ok: false, id: request.id, error: { message: 'transaction is no longer open' } });
    return;
  }
  if (request.type === 'end') {
    open!.endingRequest = request.id;
    open!.finish(request.commit);
    return;
  }
  if (request.type === 'close') {
    clearInterval(maintenance);
    await database.close();
    reply({ ok: true, id: request.id, result: null });
    return;
  }
  const target = open?.tx ?? database;
  try {
    const result =
      request.type === 'exec'
        ? await target.exec(request.sql)
        : await prepared.query(target, request.sql, request.params, request.rowMode, !!open);
    reply({ ok: true, id: request.id, result });
  } catch (error) {
    reply(failure(request.id, error));
  }
}

port.on('message', (request: WorkerRequest) => void handle(request));
reply({ ready: true });
