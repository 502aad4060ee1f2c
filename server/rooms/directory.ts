import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { DATABASE_AWAY, GAME_MOVED, GAME_ROOM, gameRoomId, type GameRoom } from './GameRoom';
import type { SessionUser } from '../../shared/protocol/account';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { games } from '../db/schema';
import { isDatabaseUnavailable } from '../db/errors';
import type { CallReply } from '../game/calls';
import { after, findListing, forgetOrphanedRoom, OWNER_PROBE_MS } from './failover';
import { isRedisAway, requireRedis, SERVER_AWAY } from './redisAway';
import { roomContext } from './roomContext';

// Rooms this process is creating right now, so concurrent calls for one game create one room.
const creating = new Map<number, Promise<unknown>>();
/**
 * How long a call whose room could not be opened here waits for another process's room of the
 * same game to be listed: two processes asked at the same moment (the players of a game coming
 * back together after its process died), and the other took the game's lock first.
 */
const OPENING_ELSEWHERE_MS = 3_000;
const LISTING_POLL_MS = 50;

/** Whether the room is listed (in any process) within `ms`. */
async function listedWithin(roomId: string, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (matchMaker.getLocalRoomById(roomId) || (await findListing(roomId))) return true;
    await new Promise((resolve) => setTimeout(resolve, LISTING_POLL_MS));
  }
  return false;
}

/**
 * Makes sure the game's room is live somewhere in the cluster (creating it if not); returns
 * its id, or undefined when there is no such game. `here`: create it in this process (after its
 * owner died: the least-loaded process Colyseus would pick may be the dead one).
 */
export async function ensureGameRoom(
  db: Database,
  gameId: number,
  { here = false }: { here?: boolean } = {},
): Promise<string | undefined> {
  const roomId = gameRoomId(gameId);
  // A room of this process answers from memory; a listing is a scan of every room on one
  // process without Redis, and a lookup in Redis on a cluster.
  if (matchMaker.getLocalRoomById(roomId) || (await findListing(roomId))) return roomId;
  const [exists] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!exists) return undefined;
  let pending = creating.get(gameId);
  if (!pending) {
    const create = here
      ? matchMaker.handleCreateRoom(GAME_ROOM, { gameId })
      : matchMaker.createRoom(GAME_ROOM, { gameId });
    pending = create.finally(() => creating.delete(gameId));
    creating.set(gameId, pending);
  }
  try {
    await pending;
  } catch (error) {
    if (!isDatabaseUnavailable(error) && (await listedWithin(roomId, OPENING_ELSEWHERE_MS)))
      return roomId;
    throw error;
  }
  return roomId;
}

/**
 * The game's room for a client about to join it, opened if need be; undefined for no such game.
 * A room left listed by a dead process is dropped and the game reopened here first, so the join
 * does not wait for Colyseus's own timeouts.
 */
export async function roomToJoin(db: Database, gameId: number): Promise<string | undefined> {
  const here = await forgetOrphanedRoom(gameId, gameRoomId(gameId));
  return ensureGameRoom(db, gameId, { here });
}

/** A play call routed to the game's single writer, wherever its room lives; undefined for no such game. */
export async function callGame(
  db: Database,
  gameId: number,
  user: SessionUser | null,
  action: string,
  body: unknown,
  includeState: boolean,
): Promise<CallReply | undefined> {
  const args: Parameters<GameRoom['call']> = [user, action, body, includeState];
  let outcome: Awaited<ReturnType<typeof callOwner>>;
  try {
    outcome = await callOwner(db, gameId, 'call', args);
  } catch (error) {
    // The room could not be opened (or its owner checked) without the database: nothing applied.
    if (isDatabaseUnavailable(error)) return DATABASE_AWAY;
    // Another process was needed (the directory, a room held there) while Redis is away, or the
    // room's process lives but did not answer in time (its CPU quota, a long collection): the
    // call may yet be applied there, so the caller sends it again with the same last_update.
    if (isRedisAway(error) || isUnansweredRemoteCall(error)) return SERVER_AWAY;
    // This process is shutting down and opens no room: nothing applied, and the caller's next
    // try reaches a process that will (the load test's last polls met this as a 500).
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return GAME_MOVED;
    throw error;
  }
  const { value, reopened } = outcome;
  const reply = value as CallReply | undefined;
  // Sent again here after the owner died, and refused as stale: the dead process may have
  // committed the first delivery before dying. Only the caller can settle it, by sending the call
  // again with the same last_update (a staleUpdate then means it was applied), so say so.
  if (reopened && reply?.body.code === 'staleUpdate') return GAME_MOVED;
  return reply;
}

/** Colyseus's rejection of a remote room call its room's process did not answer in time. */
function isUnansweredRemoteCall(error: unknown): boolean {
  return (
    error instanceof ServerError &&
    error.code === ErrorCode.MATCHMAKE_UNHANDLED &&
    error.message.startsWith('remote room (')
  );
}

/** The timer path: applies what is due in the game's room. */
export async function tickGame(db: Database, gameId: number): Promise<boolean> {
  return ((await callOwner(db, gameId, 'tick', [])).value as boolean | undefined) ?? false;
}

/**
 * Calls the game's room, wherever it lives. A room in another process that has not answered
 * within OWNER_PROBE_MS has its owner checked in PostgreSQL: a dead owner's game is reopened
 * here and the call made again (`reopened`). That never applies a call twice: one the dead
 * process committed before dying carries a last_update the game has moved past, and is refused
 * as stale.
 */
async function callOwner(
  db: Database,
  gameId: number,
  method: string,
  args: unknown[],
): Promise<{ value: unknown; reopened: boolean }> {
  const roomId = await ensureGameRoom(db, gameId);
  if (!roomId) return { value: undefined, reopened: false };
  const call = timedRoomCall(roomId, method, args);
  if (matchMaker.getLocalRoomById(roomId)) return { value: await call, reopened: false };
  const answered = await Promise.race([call.then((value) => ({ value })), after(OWNER_PROBE_MS)]);
  if (answered) return { value: answered.value, reopened: false };
  if (!(await forgetOrphanedRoom(gameId, roomId))) return { value: await call, reopened: false };
  // The dead owner's call times out later: nobody waits for it any more.
  call.catch(() => undefined);
  await ensureGameRoom(db, gameId, { here: true });
  return { value: await timedRoomCall(roomId, method, args), reopened: true };
}

/**
 * The room's method, timed: called directly on a room of this process (remoteRoomCall would copy
 * the arguments through JSON on every call), through matchMaker.remoteRoomCall over Redis when
 * the room lives in another.
 */
async function timedRoomCall(roomId: string, method: string, args: unknown[]): Promise<unknown> {
  const started = performance.now();
  let ok = false;
  try {
    const local = matchMaker.getLocalRoomById(roomId) as unknown as
      Record<string, (...args: unknown[]) => unknown> | undefined;
    if (!local) requireRedis();
    const result = local
      ? await local[method]!(...args)
      : await matchMaker.remoteRoomCall(roomId, method, args);
    ok = true;
    return result;
  } finally {
    roomContext().metrics.prometheus.roomCall(method, ok, (performance.now() - started) / 1000);
  }
}
