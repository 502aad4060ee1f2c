/** Step changes of a turn: begin-turn, advance-phase, undo-advance-phase, end-turn. */
import { CARD_SET_SIZE, SKIP_TURN_IN_BELOW_CARDS } from '../constants.js';
import type { GameMap } from '../maps/types.js';
import { err } from './errors.js';
import type { ReplayEvent } from './events.js';
import { actorTurn, isTurn } from './guards.js';
import { CARD_MODES, FORTIFICATION_MODES, STEPS } from './options.js';
import { reinforcementsFor } from './reinforcements.js';
import { finishTurn } from './turns.js';
import type { EngineError, GameState, PlayerId } from './types.js';

/** True when the player's turn starts with the card step (cards in play and a hand of at least three). */
function startsWithCards(s: GameState, id: PlayerId): boolean {
  return (
    s.options.cards !== CARD_MODES.none && (s.players[id - 1]?.cards.length ?? 0) >= CARD_SET_SIZE
  );
}

/** begin-turn: step 0 -> 1 (or 2 without a possible turn-in); the reinforcement pool is given here. */
export function beginTurn(s: GameState, map: GameMap, id: PlayerId): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (turn.step !== STEPS.unstarted) return err('wrongStep');
  const p = s.players[id - 1];
  if (!p) return err('noSuchPlayer');
  p.reinforcements = reinforcementsFor(s, map, id);
  turn.step = startsWithCards(s, id) ? STEPS.cards : STEPS.reinforce;
  return null;
}

/** advance-phase: 1 -> 2 (fewer than 5 cards), 2 -> 3 (all placed), 3 -> 5 (or the end of the turn without fortification). */
export function advancePhase(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  fromStep: number,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (turn.step !== fromStep)
    return turn.step === STEPS.unstarted ? err('turnNotStarted') : err('staleStep');
  const p = s.players[id - 1];
  if (!p) return err('noSuchPlayer');
  switch (turn.step) {
    case STEPS.cards:
      if (p.cards.length >= SKIP_TURN_IN_BELOW_CARDS) return err('mustTurnIn');
      turn.step = STEPS.reinforce;
      return null;
    case STEPS.reinforce:
      if (p.reinforcements > 0) return err('mustPlaceAll');
      turn.step = STEPS.attack;
      return null;
    case STEPS.attack:
      if (turn.forced_turn_in) return err('mustTurnIn');
      if (s.options.fortification === FORTIFICATION_MODES.none)
        finishTurn(s, map, turn, false, now, ev);
      else turn.step = STEPS.fortify;
      return null;
    default:
      return err('wrongStep');
  }
}

/** undo-advance-phase: 2 -> 1 (with a hand to turn in) and 5 -> 3 (before any fortification). */
export function undoAdvancePhase(s: GameState, id: PlayerId, fromStep: number): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (turn.step !== fromStep)
    return turn.step === STEPS.unstarted ? err('turnNotStarted') : err('staleStep');
  if (turn.step === STEPS.reinforce) {
    if (!startsWithCards(s, id)) return err('cannotUndo');
    turn.step = STEPS.cards;
    return null;
  }
  if (turn.step === STEPS.fortify) {
    if (turn.fortified) return err('cannotUndo');
    turn.step = STEPS.attack;
    return null;
  }
  return err('cannotUndo');
}

/** end-turn {expected_id}: from step 3 or 5; a card is drawn after a turn with a conquest. */
export function endTurn(
  s: GameState,
  map: GameMap,
  id: PlayerId,
  expectedId: number,
  now: number,
  ev: ReplayEvent[],
): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (expectedId !== turn.turn_id) return err('staleTurn');
  if (turn.step === STEPS.unstarted) return err('turnNotStarted');
  if (turn.step !== STEPS.attack && turn.step !== STEPS.fortify) return err('wrongStep');
  if (turn.forced_turn_in) return err('mustTurnIn');
  finishTurn(s, map, turn, false, now, ev);
  return null;
}
