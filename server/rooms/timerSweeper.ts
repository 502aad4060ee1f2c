import { matchMaker } from '@colyseus/core';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/errors';
import { dueGames } from '../db/games';
import { ensureGameRoom, tickGame } from './directory';
import { forgetOrphanedRoom } from './failover';
import { freshRuns } from './freshRuns';
import { gameRoomId } from './GameRoom';
import { isRedisAway } from './redisAway';

/** How often the sweeper looks for due games (turn expiry, autokick) that have no live room. */
export const SWEEP_INTERVAL_MS = 2_000;
/** How late a game held by another process may be before this one pokes its room. */
const LATE_MS = 5_000;

/**
 * Fires game timers from the database, so they run with no client connected, after a restart,
 * and after the process holding a game died. A timer is only ever fired by the room holding the
 * game's lock, and a tick commits with a version check, so it fires once whichever processes
 * sweep: a game held here is ticked now; a game held elsewhere is left to its room's own clock
 * (poked only when late); a game nobody holds is claimed by opening its room here, where taking
 * the lock is the claim: of two processes sweeping at once, the second is refused and moves on.
 */
export function startTimerSweeper(context: AppContext) {
  async function sweepOnce() {
    try {
      const now = context.now();
      for (const { gameId, deadline } of await dueGames(context.db, now)) {
        await fireDue(context, gameId, now.getTime() - deadline.getTime()).catch((error) => {
          if (!isDatabaseUnavailable(error) && !isRedisAway(error))
            console.error(`timer for game ${gameId} failed`, error);
        });
      }
    } catch (error) {
      // The database is away: the next sweep tries again. Anything else is worth a line.
      if (!isDatabaseUnavailable(error)) console.error('timer sweep failed', error);
    }
  }
  const sweep = freshRuns(sweepOnce);
  const interval = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  interval.unref();
  return { sweep, stop: () => clearInterval(interval) };
}

/** Fires what is due in one game, `lateMs` past its deadline, through the room that holds it. */
async function fireDue(context: AppContext, gameId: number, lateMs: number): Promise<void> {
  // Held here: tick now (a room's clock may be behind a controlled clock in tests).
  if (matchMaker.getLocalRoomById(gameRoomId(gameId))) {
    await tickGame(context.db, gameId);
    return;
  }
  if (!(await context.locks.isFree(gameId))) {
    if (lateMs > LATE_MS) await tickGame(context.db, gameId);
    return;
  }
  // Nobody holds it (its process died, or its room was disposed idle): claim it here.
  await forgetOrphanedRoom(gameId, gameRoomId(gameId));
  try {
    await ensureGameRoom(context.db, gameId, { here: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 409) return; // another process claimed it first
    throw error;
  }
  await tickGame(context.db, gameId);
}
