import type { Room } from '@colyseus/core';

type Clock = Room['clock'];

/** How often every game room's clock advances. */
export const CLOCK_TICK_MS = 100;

const clocks = new Set<Clock>();
let ticker: NodeJS.Timeout | undefined;

/**
 * Advances `clock` with every other room's, on one timer: a timer per room (Colyseus's
 * setTimestep) was ten thousand timer callbacks a second for a thousand games, each for a clock
 * with nothing due. A room's clock runs its turn timer, its idle check and the count behind
 * maxMessagesPerSecond. Returns the call that stops it (from the room's onDispose).
 */
export function tickWithOtherRooms(clock: Clock): () => void {
  clocks.add(clock);
  ticker ??= setInterval(tickAll, CLOCK_TICK_MS);
  return () => {
    clocks.delete(clock);
    if (clocks.size > 0) return;
    clearInterval(ticker);
    ticker = undefined;
  };
}

function tickAll() {
  for (const clock of clocks) {
    try {
      clock.tick();
    } catch (error) {
      // What a room's clock runs handles its own failures; one that escapes stops no other room.
      console.error('a room clock failed', error);
    }
  }
}
