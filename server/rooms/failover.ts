import { matchMaker, type IRoomCache } from '@colyseus/core';
import type { Redis } from 'ioredis';
import { requireRedis } from './redisAway';
import { roomContext } from './roomContext';

/**
 * A game's room whose process died (SIGKILL, a crash, a lost machine) stays listed in Redis until
 * Colyseus's health check notices, seconds later, and calls to it time out first. PostgreSQL
 * knows at once: the dead process's lock connection closed, so nobody holds the game. That is
 * the test here (ownership is PostgreSQL's, never Redis's: docs/architecture.md).
 */

/** How long a call to a room in another process may go unanswered before its owner is checked. */
export const OWNER_PROBE_MS = 250;

/**
 * A room's listing by id: one HGET. (`matchMaker.query({roomId})` reads every listing in the
 * cluster with HGETALL and filters them in the process: O(rooms) per call.)
 */
export async function findListing(roomId: string): Promise<IRoomCache | undefined> {
  requireRedis();
  return (await matchMaker.driver.findOne({ roomId })) ?? undefined;
}

/** The listing of the game's room when it lives in another process; undefined otherwise. */
async function remoteListing(roomId: string) {
  if (matchMaker.getLocalRoomById(roomId)) return undefined;
  const listing = await findListing(roomId);
  return listing && listing.processId !== matchMaker.processId ? listing : undefined;
}

/**
 * When the game's room is listed in another process but nobody holds the game in PostgreSQL,
 * drops that listing (so the room is created again, here) and asks Colyseus to check the
 * process, which removes the rest of its listings if it is gone. Returns whether it did.
 */
export async function forgetOrphanedRoom(gameId: number, roomId: string): Promise<boolean> {
  const listing = await remoteListing(roomId);
  if (!listing) return false;
  if (!(await roomContext().locks.isFree(gameId))) return false;
  roomContext().log.warn(
    { gameId, roomId, processId: listing.processId },
    "game room's process holds no lock: reopening the game here",
  );
  await dropListing(roomId, listing.processId);
  void matchMaker.healthCheckProcessId(listing.processId).catch(() => undefined);
  return true;
}

// Deletes a listing only while it still names the process it was found under, in one step: a room
// another process opened for the game meanwhile (listed under the same id) keeps its listing,
// where a plain HDEL would leave that live room unreachable until it idled out.
const DROP_IF_PROCESS = `local listing = redis.call('HGET', KEYS[1], ARGV[1])
if listing and cjson.decode(listing).processId == ARGV[2] then
  return redis.call('HDEL', KEYS[1], ARGV[1])
end
return 0`;

/** The room listings' hash in @colyseus/redis-driver (RedisDriver.mjs, ROOMCACHES_KEY). */
const ROOM_LISTINGS_KEY = 'roomcaches';

async function dropListing(roomId: string, processId: string): Promise<void> {
  const redis = (matchMaker.driver as { _client?: Pick<Redis, 'eval'> })._client;
  // The in-process driver (one process): nobody else can list the room meanwhile.
  if (!redis) await matchMaker.driver.remove(roomId);
  else await redis.eval(DROP_IF_PROCESS, 1, ROOM_LISTINGS_KEY, roomId, processId);
}

/** Settles after `ms` with undefined (the race's losing side). */
export const after = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));
