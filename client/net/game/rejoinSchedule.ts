import { GAME_POLL_ACTIVE_MS } from '../../../shared/constants';

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
 * (the network), polling carries on and the join is tried after 2 s, 4 s, then every 8 s.
 *
 * The wait stops growing at the active poll's 8 s: a join refused while Redis or PostgreSQL is
 * away (a 503) costs the server no more than the poll the client sends meanwhile anyway, while
 * waits of up to 30 s kept players without their room long after the outage ended (the chaos run:
 * seats whose process was killed during a 30 s Redis cut, with PostgreSQL cut 13 s after Redis
 * came back, were without a room for 66 s).
 */
const REJOIN_FIRST_MS = 2_000;
const REJOIN_MAX_MS = GAME_POLL_ACTIVE_MS;

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
 * now, or none was tried yet): the first at once, then 2 s, 4 s, then every 8 s.
 */
export function nextRejoinDelay(previousMs: number | undefined): number {
  if (previousMs === undefined) return 0;
  return Math.min(REJOIN_MAX_MS, Math.max(REJOIN_FIRST_MS, previousMs * 2));
}
