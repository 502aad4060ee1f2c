import type { CallReply } from '../game/calls';
import { roomContext } from './roomContext';

export const SERVER_AWAY_TEXT = 'The game server is briefly unavailable. Try again in a moment.';

/**
 * The answer to a call that needs another process (the room directory, a room held elsewhere)
 * while Redis, which carries them, is away. Retryable: a call already on its way when the
 * connection dropped may still be applied, so it is sent again with the same last_update (a
 * staleUpdate then means it went through).
 */
export const SERVER_AWAY: CallReply = {
  status: 503,
  body: { success: false, error: SERVER_AWAY_TEXT, code: 'serverAway' },
};

/** Thrown instead of waiting on Redis while it is away. */
export class RedisAwayError extends Error {
  constructor() {
    super('redis is away');
  }
}

/**
 * Throws RedisAwayError while Redis is away. Its connections queue commands until it is back
 * (services/redisClients.ts), so a caller answering a client asks first rather than wait.
 */
export function requireRedis(): void {
  if (!roomContext().redisUp()) throw new RedisAwayError();
}

/** Whether an error means Redis was away (now, or when the call was made). */
export function isRedisAway(error: unknown): boolean {
  return error instanceof RedisAwayError || !roomContext().redisUp();
}
