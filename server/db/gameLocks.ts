import pg from 'pg';

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
    async close() {
      held.clear();
    },
  };
}

export async function advisoryLocks(connectionString: string): Promise<GameLocks> {
  const connection = new pg.Client({ connectionString });
  await connection.connect();
  // A lost lock connection means lost locks: the version check on every commit still refuses a stale writer.
  connection.on('error', (error) => console.error('game lock connection failed', error));
  const held = new Set<number>();
  return {
    async tryLock(gameId) {
      if (held.has(gameId)) return false;
      const result = await connection.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [LOCK_NAMESPACE, gameId],
      );
      const locked = result.rows[0]?.locked === true;
      if (locked) held.add(gameId);
      return locked;
    },
    async unlock(gameId) {
      if (!held.delete(gameId)) return;
      await connection.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, gameId]);
    },
    async isFree(gameId) {
      // Session-level advisory locks nest: on our own connection the probe would succeed.
      if (held.has(gameId)) return false;
      const result = await connection.query<{ free: boolean }>(
        `SELECT CASE WHEN pg_try_advisory_lock($1, $2) THEN pg_advisory_unlock($1, $2)
                ELSE false END AS free`,
        [LOCK_NAMESPACE, gameId],
      );
      return result.rows[0]?.free === true;
    },
    async close() {
      held.clear();
      await connection.end();
    },
  };
}
