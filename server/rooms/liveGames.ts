/**
 * The games this process holds a live room for. Live means: the room holds the game's lock in
 * PostgreSQL and accepts actions. A room leaves this list before it lets go of the lock (when it
 * disposes) and at once when the lock is lost, so two processes never list one game at the same
 * moment; the chaos run's checker (scripts/chaos/roomWatch.ts) samples every process to prove it.
 */

interface LiveGame {
  /** When the room became live (ms since the epoch, this machine's clock). */
  since: number;
  /** Makes the room stop: its lock is gone. */
  lose(): void;
}

const live = new Map<number, LiveGame>();

/**
 * Lists the game as live here from now on; returns what takes it off the list (which leaves alone
 * a later room of the same game listed since).
 */
export function markLive(gameId: number, lose: () => void): () => void {
  const game: LiveGame = { since: Date.now(), lose };
  live.set(gameId, game);
  return () => {
    if (live.get(gameId) === game) live.delete(gameId);
  };
}

/** The games whose locks this process lost: their rooms stop at once. */
export function loseGames(gameIds: readonly number[]): void {
  for (const gameId of gameIds) {
    const game = live.get(gameId);
    live.delete(gameId);
    game?.lose();
  }
}

/** What `/metrics/games` answers: every live game here, with when it became live. */
export function liveGames(): { gameId: number; since: number }[] {
  return [...live].map(([gameId, game]) => ({ gameId, since: game.since }));
}
