import type { Action } from '../../shared/engine';
import type { EngineCall } from '../../shared/protocol/play';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Turns a validated play call into the engine action of the caller's seat.
 * Pre-game calls name the user (seats are renumbered as people leave); game calls name the seat.
 */
export function toEngineAction(
  call: EngineCall,
  caller: { userId: number; playerId: number | undefined; rating: number },
  now: number,
): Action {
  const player_id = caller.playerId ?? 0;
  switch (call.action) {
    case 'join-game':
      return {
        type: 'join',
        user_id: caller.userId,
        color: call.color,
        rating: caller.rating,
        ...(call.team !== undefined ? { team: call.team } : {}),
      };
    case 'leave-game':
      return { type: 'leave', user_id: caller.userId };
    case 'still-here':
      return { type: 'still-here', user_id: caller.userId, player_id };
    case 'enable-absence':
      return { type: 'enable-absence', player_id, until: now + call.days * DAY_MS };
    case 'begin-turn':
    case 'resign':
    case 'add-time':
    case 'pause-game':
    case 'resume-game':
      return { type: call.action, player_id };
    case 'advance-phase':
    case 'undo-advance-phase':
      return { type: call.action, player_id, from_step: call.from_step };
    case 'turn-in-cards':
      return { type: 'turn-in-cards', player_id, cards: call.cards };
    case 'place-troops':
      return {
        type: 'place-troops',
        player_id,
        territory: call.territory,
        num_troops: call.num_troops,
      };
    case 'attack': {
      const { territory_from, territory_to, num_attacks } = call;
      return { type: 'attack', player_id, territory_from, territory_to, num_attacks };
    }
    case 'move-troops': {
      const { num_troops, expected_terr_from, expected_terr_to } = call;
      return { type: 'move-troops', player_id, num_troops, expected_terr_from, expected_terr_to };
    }
    case 'fortify': {
      const { territory_from, territory_to, num_troops } = call;
      return { type: 'fortify', player_id, territory_from, territory_to, num_troops };
    }
    case 'end-turn':
      return { type: 'end-turn', player_id, expected_id: call.expected_id };
  }
}
