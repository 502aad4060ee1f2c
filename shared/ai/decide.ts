/**
 * A computer player's decision: one engine action for its seat, from what that seat may see (its
 * `GameView`), the map, its level and a seed. Pure and deterministic: the same inputs give the same
 * action; nothing it reads is hidden from the seat, because it reads nothing but the view.
 */
import {
  FORTIFICATION_MODES,
  GAME_STATUSES,
  STEPS,
  type Action,
  type GameView,
  type TurnView,
} from '../engine/index.js';
import type { GameMap } from '../maps/types.js';
import { chooseAdvance } from './advance.js';
import { chooseAttack } from './attack.js';
import { chooseTurnIn } from './cards.js';
import { contextOf, type Context } from './context.js';
import { chooseFortify } from './fortify.js';
import { STYLES, type AiLevel } from './levels.js';
import { recall, type SeatMemory } from './memory.js';
import { choosePlacement } from './placement.js';
import { slips } from './slips.js';

/** What a computer seat decides from. */
export interface DecisionInput {
  /** The seat's own projection: `view(state, map, { player_id }, usernames)`. */
  view: GameView;
  map: GameMap;
  level: AiLevel;
  /** Any integer; the same seed and view give the same action (vary it per game and seat). */
  seed: number;
  /**
   * What the seat saw before, `remember`ed from its views up to and including this one (memory.ts):
   * levels that remember read the board out of sight with it. Without it, the view alone.
   */
  memory?: SeatMemory;
}

function endTurn(c: Context, turn: TurnView): Action {
  return { type: 'end-turn', player_id: c.r.me, expected_id: turn.turn_id };
}

/** Step 3 once the fighting is over: fortify if there is something to move, else end the turn. */
function afterAttacks(c: Context, turn: TurnView): Action {
  const mode = c.r.view.options.fortification;
  // Forgetting to fortify is the commonest slip of all.
  if (mode === FORTIFICATION_MODES.none || slips(c) || !chooseFortify(c)) return endTurn(c, turn);
  return { type: 'advance-phase', player_id: c.r.me, from_step: STEPS.attack };
}

function attackStep(c: Context, turn: TurnView): Action {
  if (turn.forced_turn_in || turn.bonus_turn_in) {
    const turnIn = chooseTurnIn(c, turn.forced_turn_in);
    if (turnIn) return turnIn;
  }
  return chooseAttack(c) ?? afterAttacks(c, turn);
}

function stepAction(c: Context, turn: TurnView): Action {
  const me = c.r.me;
  switch (turn.step) {
    case STEPS.unstarted:
      return { type: 'begin-turn', player_id: me };
    case STEPS.cards:
      return (
        chooseTurnIn(c, false) ?? { type: 'advance-phase', player_id: me, from_step: STEPS.cards }
      );
    case STEPS.reinforce: {
      const pool = c.r.view.players[me - 1]?.reinforcements ?? 0;
      if (pool > 0) return choosePlacement(c, pool);
      return { type: 'advance-phase', player_id: me, from_step: STEPS.reinforce };
    }
    case STEPS.attack:
      return attackStep(c, turn);
    case STEPS.move:
      return chooseAdvance(c, turn);
    default:
      return chooseFortify(c) ?? endTurn(c, turn);
  }
}

/**
 * The action the seat's computer player makes now, or null when it has nothing to do (not its turn,
 * the game not running, or another player's conquest move pending in simultaneous turns).
 */
export function decide(input: DecisionInput): Action | null {
  const { map, level, seed, memory } = input;
  const style = STYLES[level];
  const view = memory && style.remembers ? recall(input.view, memory) : input.view;
  const counts = style.followsCounts ? memory?.land : null;
  const me = view.viewer;
  if (me === 0 || view.status !== GAME_STATUSES.running) return null;
  const turn = view.turns.find((t) => t.player_id === me);
  if (!turn || view.turns.some((t) => t.player_id !== me && t.step === STEPS.move)) return null;
  return stepAction(contextOf(view, map, me, level, seed, counts), turn);
}
