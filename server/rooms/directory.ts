import { matchMaker } from '@colyseus/core';
import { GAME_ROOM, gameRoomId, type GameRoom } from './GameRoom';
import type { SessionUser } from '../../shared/protocol/account';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { games } from '../db/schema';
import type { CallReply } from '../game/calls';
import { roomContext } from './roomContext';

// Rooms this process is creating right now, so concurrent calls for one game create one room.
const creating = new Map<number, Promise<unknown>>();

/**
 * Makes sure the game's room is live somewhere in the cluster (creating it here if not); returns
 * its id, or undefined when there is no such game.
 */
export async function ensureGameRoom(db: Database, gameId: number): Promise<string | undefined> {
  const roomId = gameRoomId(gameId);
  const [listing] = await matchMaker.query({ roomId });
  if (listing) return roomId;
  const [exists] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!exists) return undefined;
  let pending = creating.get(gameId);
  if (!pending) {
    pending = matchMaker.createRoom(GAME_ROOM, { gameId }).finally(() => creating.delete(gameId));
    creating.set(gameId, pending);
  }
  await pending;
  return roomId;
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
  const roomId = await ensureGameRoom(db, gameId);
  if (!roomId) return undefined;
  const args: Parameters<GameRoom['call']> = [user, action, body, includeState];
  return (await timedRoomCall(roomId, 'call', args)) as CallReply;
}

/** matchMaker.remoteRoomCall, timed: over Redis when the room lives in another process. */
async function timedRoomCall(roomId: string, method: string, args: unknown[]): Promise<unknown> {
  const started = performance.now();
  let ok = false;
  try {
    const result = await matchMaker.remoteRoomCall(roomId, method, args);
    ok = true;
    return result;
  } finally {
    roomContext().metrics.prometheus.roomCall(method, ok, (performance.now() - started) / 1000);
  }
}

/** The timer path: applies what is due in the game's room. */
export async function tickGame(db: Database, gameId: number): Promise<boolean> {
  const roomId = await ensureGameRoom(db, gameId);
  if (!roomId) return false;
  return (await timedRoomCall(roomId, 'tick', [])) as boolean;
}
