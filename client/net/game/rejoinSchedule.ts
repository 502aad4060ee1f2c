/**
 * When the play screen tries a game's room again after it went away or could not be joined (a
 * restart, a long drop, a proxy without WebSockets): after 2 s, then 4 s, ... up to 30 s. The
 * chaos run's room bots follow their games on the same schedule (scripts/chaos/followedRoom.ts).
 */
const REJOIN_FIRST_MS = 2_000;
const REJOIN_MAX_MS = 30_000;

/** The wait before the next try, after `previousMs` (0 when the room was live until now). */
export function nextRejoinDelay(previousMs: number): number {
  return Math.min(REJOIN_MAX_MS, Math.max(REJOIN_FIRST_MS, previousMs * 2));
}
