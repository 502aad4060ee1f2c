import type { Action } from '../../../shared/engine';
import type { EngineActionName } from '../../../shared/protocol/play';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Turns a validated play call into the engine action of the caller's seat.
 * Pre-game calls name the user (seats are renumbered as people leave); game calls name the seat.
 */
export function toEngineAction(
  call: EngineActionName,
  payload: Record<string, unknown>,
  caller: { userId: number; playerId: number | undefined; rating: number },
  now: number,
): Action {
  const player_id = caller.playerId ?? 0;
  switch (call) {
    case 'join-game':
      return {
        type: 'join',
        user_id: caller.userId,
        color: payload.color as number,
        rating: caller.rating,
        ...(payload.team !== undefined ? { team: payload.team as number } : {}),
      };
    case 'leave-game':
      return { type: 'leave', user_id: caller.userId };
    case 'still-here':
      return { type: 'still-here', user_id: caller.userId, player_id };
    case 'enable-absence':
      return { type: 'enable-absence', player_id, until: now + (payload.days as number) * DAY_MS };
    default:
      return { type: call, player_id, ...payload } as Action;
  }
}
