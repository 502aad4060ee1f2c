/**
 * How the play screen follows its game's room when the room goes away (a process killed or
 * restarting, a long drop, a proxy without WebSockets). The chaos run's room bots follow their
 * games by the same rules (scripts/chaos/followedRoom.ts).
 *
 * A dropped connection gets one reconnection try from the SDK, to the same process (a phone
 * that slept, a network switch: the seat and its view wait there 60 s). When that try fails the
 * process is gone, or the network is: the SDK's other fourteen tries, 13 to 60 s of them, would
 * all go to the same dead address. So the room is let go, and the game joined again at once
 * through the matchmaker on any process, which reopens it on a live one; if that fails too
 * (the network), polling carries on and the join is tried after 2 s, 4 s, ... up to 30 s.
 */
const REJOIN_FIRST_MS = 2_000;
const REJOIN_MAX_MS = 30_000;

/** The SDK's reconnection tries (to the same process) before the room is let go. */
export const RECONNECT_TRIES = 1;

/** The part of an SDK room the policy sets. */
export interface ReconnectingRoom {
  reconnection: { maxRetries: number };
}

/** Sets a freshly joined room's reconnection to the policy: one try, then `onLeave` fires. */
export function limitReconnection(room: ReconnectingRoom): void {
  room.reconnection.maxRetries = RECONNECT_TRIES;
}

/**
 * The wait before the next join, after `previousMs` (undefined when the room was live until
 * now, or none was tried yet): the first at once, then 2 s, doubling up to 30 s.
 */
export function nextRejoinDelay(previousMs: number | undefined): number {
  if (previousMs === undefined) return 0;
  return Math.min(REJOIN_MAX_MS, Math.max(REJOIN_FIRST_MS, previousMs * 2));
}
