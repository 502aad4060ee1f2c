import type { AppContext } from '../context';
import { dueGames } from '../db/games';
import { tickGame } from './directory';

/** How often the sweeper looks for due games (turn expiry, autokick) that have no live room. */
export const SWEEP_INTERVAL_MS = 2_000;

/**
 * Fires game timers from the database, so they run with no client connected and after a
 * restart: any game whose deadline has passed gets a tick in its (possibly re-created) room.
 */
export function startTimerSweeper(context: AppContext) {
  let running = false;
  async function sweep() {
    if (running) return;
    running = true;
    try {
      for (const gameId of await dueGames(context.db, context.now())) {
        await tickGame(context.db, gameId).catch((error) =>
          console.error(`timer for game ${gameId} failed`, error),
        );
      }
    } finally {
      running = false;
    }
  }
  const interval = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  interval.unref();
  return { sweep, stop: () => clearInterval(interval) };
}
