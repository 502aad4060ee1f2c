import type { GameMap } from '../../shared/maps/types';

/**
 * A simple, fast bot that plays from what a real client sees (the room's schema state), so load
 * tests exercise exactly the public protocol. It reinforces its most threatened border, attacks
 * weaker neighbours a few times, moves in after a conquest and ends its turn.
 */

export interface BotView {
  status: number;
  version: number;
  turns: ArrayLike<{
    player_id: number;
    step: number;
    turn_id: number;
    min_move: number;
    last_conquer_from?: number;
    last_conquer_to?: number;
  }>;
  territories: ArrayLike<{ player_id?: number; troops?: number }>;
  players: ArrayLike<{ player_id: number; reinforcements: number }>;
}

export interface BotAction {
  type: string;
  payload: Record<string, unknown>;
}

/** How many attack actions a bot makes per turn before moving on. */
const ATTACKS_PER_TURN = 3;

/** The bot's next action, or null when it is not its turn. `attacksMade` counts this turn's attacks. */
export function nextBotAction(
  view: BotView,
  map: GameMap,
  me: number,
  attacksMade: number,
): BotAction | null {
  if (view.status !== 2) return null;
  const turn = Array.from(view.turns).find((t) => t.player_id === me);
  if (!turn) return null;
  const owner = (id: number) => view.territories[id - 1]?.player_id;
  const troops = (id: number) => view.territories[id - 1]?.troops ?? 0;
  const mine = map.territories.filter((t) => owner(t.id) === me);
  const enemiesOf = (id: number) =>
    map.territories[id - 1]!.adjacencies.filter((n) => owner(n) !== me);
  switch (turn.step) {
    case 0:
      return { type: 'begin-turn', payload: {} };
    case 1:
      return { type: 'advance-phase', payload: { from_step: 1 } };
    case 2: {
      const left = view.players[me - 1]?.reinforcements ?? 0;
      if (left === 0) return { type: 'advance-phase', payload: { from_step: 2 } };
      const border = mine.find((t) => enemiesOf(t.id).length > 0) ?? mine[0];
      return { type: 'place-troops', payload: { territory: border!.id, num_troops: left } };
    }
    case 3: {
      if (attacksMade < ATTACKS_PER_TURN) {
        for (const from of mine) {
          if (troops(from.id) < 3) continue;
          const target = enemiesOf(from.id).find((n) => troops(n) < troops(from.id));
          if (target)
            return {
              type: 'attack',
              payload: { territory_from: from.id, territory_to: target, num_attacks: 5 },
            };
        }
      }
      return { type: 'advance-phase', payload: { from_step: 3 } };
    }
    case 4: {
      const from = turn.last_conquer_from ?? 0;
      const moveable = Math.max(turn.min_move, Math.floor((troops(from) - 1) / 2));
      return {
        type: 'move-troops',
        payload: {
          num_troops: moveable,
          expected_terr_from: from,
          expected_terr_to: turn.last_conquer_to ?? 0,
        },
      };
    }
    default:
      return { type: 'end-turn', payload: { expected_id: turn.turn_id } };
  }
}
