import { GAME_STATUSES, type GameView } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';

/**
 * The fixed-rate load test's bot: simple and fast (the computer players of shared/ai, paced like
 * people, are policy.ts), playing from what a real client sees (its projection, decoded from the
 * room's schema state as the play screen decodes it), so load tests exercise exactly the public
 * protocol. It reinforces a border, attacks weaker neighbours a few times, moves in after a
 * conquest and ends its turn.
 */

export interface BotAction {
  type: string;
  payload: Record<string, unknown>;
}

/** How many attack actions a bot makes per turn before moving on. */
const ATTACKS_PER_TURN = 3;

/** The bot's next action, or null when it is not its turn. `attacksMade` counts this turn's attacks. */
export function nextBotAction(view: GameView, map: GameMap, attacksMade: number): BotAction | null {
  const me = view.viewer;
  if (view.status !== GAME_STATUSES.running || me === 0) return null;
  const turn = view.turns.find((t) => t.player_id === me);
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
      const from = turn.last_conquer?.from ?? 0;
      const moveable = Math.max(turn.min_move, Math.floor((troops(from) - 1) / 2));
      return {
        type: 'move-troops',
        payload: {
          num_troops: moveable,
          expected_terr_from: from,
          expected_terr_to: turn.last_conquer?.to ?? 0,
        },
      };
    }
    default:
      return { type: 'end-turn', payload: { expected_id: turn.turn_id } };
  }
}

/**
 * One player's fixed-rate bot across its turns: nextBotAction with the attacks of the current
 * turn counted, so that it moves on after ATTACKS_PER_TURN.
 */
export class RateBot {
  private attacks = { turnId: 0, count: 0 };

  constructor(private readonly map: GameMap) {}

  /** The next action from `view`, or null when it is not the viewer's turn. */
  next(view: GameView): BotAction | null {
    const turn = view.turns.find((t) => t.player_id === view.viewer);
    if (turn && turn.turn_id !== this.attacks.turnId)
      this.attacks = { turnId: turn.turn_id, count: 0 };
    const action = nextBotAction(view, this.map, this.attacks.count);
    if (action?.type === 'attack') this.attacks.count++;
    return action;
  }
}
