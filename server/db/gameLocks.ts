import pg from 'pg';
import { LOCK_CONNECTION_DOWN_TEXT } from './errors';

/**
 * The right to be a game's single writer (DESIGN §3b: held in PostgreSQL, never trusted to Redis).
 * On a PostgreSQL server it is a session-level advisory lock on one connection per process, so a
 * process that dies (even by SIGKILL) releases its games at once. Embedded PGlite serves a single
 * process, so an in-process set is the whole truth there.
 */
export interface GameLocks {
  tryLock(gameId: number): Promise<boolean>;
  unlock(gameId: number): Promise<void>;
  /**
   * Whether nobody holds the game (its writer's process died or let it go). A probe, not a claim:
   * the right is left free for the room that will take it.
   */
  isFree(gameId: number): Promise<boolean>;
  /** Tells `listener` of the games this process lost all at once (its lock connection closed). */
  onLost(listener: (gameIds: number[]) => void): () => void;
  close(): Promise<void>;
}

// Advisory locks are keyed by two integers: this namespace, then the game id.
const LOCK_NAMESPACE = 7355;

export function inProcessLocks(): GameLocks {
  const held = new Set<number>();
  return {
    async tryLock(gameId) {
      if (held.has(gameId)) return false;
      held.add(gameId);
      return true;
    },
    async unlock(gameId) {
      held.delete(gameId);
    },
    async isFree(gameId) {
      return !held.has(gameId);
    },
    onLost() {
      // One embedded database in this process: its locks cannot be lost without the process.
      return () => undefined;
    },
    async close() {
      held.clear();
    },
  };
}

/** Retry delay of the lock connection after it was lost. */
const RECONNECT_MS = 500;

/** Thrown while the lock connection is down: the caller may try again (databaseAway). */
function lockConnectionDown(): Error {
  return Object.assign(new Error(LOCK_CONNECTION_DOWN_TEXT), { code: '08006' });
}

/**
 * Advisory locks on one connection of their own. When that connection is lost (PostgreSQL
 * restarted, the network cut), the server has already released every lock it held: `onLost`
 * hears which games this process no longer owns (their rooms must stop at once, another process
 * may open them as soon as PostgreSQL is back), and the connection is made again in the background.
 */
export async function advisoryLocks(connectionString: string): Promise<GameLocks> {
  const held = new Set<number>();
  const listeners = new Set<(gameIds: number[]) => void>();
  let connection: pg.Client | undefined;
  let closed = false;
  // Set while the connection cannot be made, so the failure is logged once, not every 500 ms.
  let failing = false;

  function lost(client: pg.Client) {
    if (connection !== client) return;
    connection = undefined;
    const games = [...held];
    held.clear();
    for (const listener of listeners) listener(games);
    if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
  }
  async function open() {
    // keepAlive: a peer that vanished without closing (a lost machine) is noticed too.
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('error', (error) => console.error('game lock connection failed:', error.message));
    client.on('end', () => lost(client));
    await client.connect();
    if (closed) await client.end();
    else connection = client;
  }
  async function reconnect() {
    try {
      await open();
    } catch (error) {
      if (!failing) console.error('game lock connection failed:', (error as Error).message);
      failing = true;
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
      return;
    }
    failing = false;
  }
  function live(): pg.Client {
    if (!connection) throw lockConnectionDown();
    return connection;
  }
  // PostgreSQL away at start: the connection is made once it answers; until then no game can
  // be locked (callers answer databaseAway).
  await reconnect();
  return {
    async tryLock(gameId) {
      if (held.has(gameId)) return false;
      const client = live();
      const result = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [LOCK_NAMESPACE, gameId],
      );
      // Lost while the answer was on its way: PostgreSQL let go of it with the connection.
      if (connection !== client) throw lockConnectionDown();
      const locked = result.rows[0]?.locked === true;
      if (locked) held.add(gameId);
      return locked;
    },
    async unlock(gameId) {
      if (!held.delete(gameId)) return;
      await live().query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, gameId]);
    },
    async isFree(gameId) {
      // Session-level advisory locks nest: on our own connection the probe would succeed.
      if (held.has(gameId)) return false;
      const result = await live().query<{ free: boolean }>(
        `SELECT CASE WHEN pg_try_advisory_lock($1, $2) THEN pg_advisory_unlock($1, $2)
                ELSE false END AS free`,
        [LOCK_NAMESPACE, gameId],
      );
      return result.rows[0]?.free === true;
    },
    onLost(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      held.clear();
      const client = connection;
      connection = undefined;
      await client?.end();
    },
  };
}
