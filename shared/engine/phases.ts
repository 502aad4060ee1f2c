/** Step changes of a turn: begin-turn, advance-phase, undo-advance-phase, end-turn. */
import { CARD_SET_SIZE, SKIP_TURN_IN_BELOW_CARDS } from '../constants.js';
import type { GameMap } from '../maps/types.js';
import { err, type ErrorCode } from './errors.js';
import type { ReplayEvent } from './events.js';
import { actorTurn, isTurn } from './guards.js';
import { CARD_MODES, FORTIFICATION_MODES, STEPS } from './options.js';
import { reinforcementsFor } from './reinforcements.js';
import { finishTurn } from './turns.js';
import type { Board, EngineError, GameState, PlayerId } from './types.js';

/** True when a turn starts with the card step (cards in play and a hand of at least three). */
function startsWithCards(s: Pick<Board, 'options'>, handSize: number): boolean {
  return s.options.cards !== CARD_MODES.none && handSize >= CARD_SET_SIZE;
}

/** Why `id` may not advance from its turn's step now, or null; `handSize` is its number of cards. */
export function advanceError(
  s: Board,
  id: PlayerId,
  turn: Board['turns'][number],
  handSize: number,
): ErrorCode | null {
  switch (turn.step) {
    case STEPS.cards:
      return handSize >= SKIP_TURN_IN_BELOW_CARDS ? 'mustTurnIn' : null;
    case STEPS.reinforce:
      return (s.players[id - 1]?.reinforcements ?? 0) > 0 ? 'mustPlaceAll' : null;
    case STEPS.attack:
      return turn.forced_turn_in ? 'mustTurnIn' : null;
    default:
      return 'wrongStep';
  }
}

/** Why `id`'s turn may not go back a step now (2 -> 1 with a hand to turn in, 5 -> 3 before fortifying), or null. */
export function undoError(
  s: Pick<Board, 'options'>,
  turn: Board['turns'][number],
  handSize: number,
): ErrorCode | null {
  if (turn.step === STEPS.reinforce) return startsWithCards(s, handSize) ? null : 'cannotUndo';
  if (turn.step === STEPS.fortify) return turn.fortified ? 'cannotUndo' : null;
  return 'cannotUndo';
}

/** begin-turn: step 0 -> 1 (or 2 without a possible turn-in); the reinforcement pool is given here. */
export function beginTurn(s: GameState, map: GameMap, id: PlayerId): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (turn.step !== STEPS.unstarted) return err('wrongStep');
  const p = s.players[id - 1];
  if (!p) return err('noSuchPlayer');
  p.reinforcements = reinforcementsFor(s, map, id);
  turn.step = startsWithCards(s, p.cards.length) ? STEPS.cards : STEPS.reinforce;
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
  const blocked = advanceError(s, id, turn, p.cards.length);
  if (blocked) return err(blocked);
  if (turn.step === STEPS.cards) turn.step = STEPS.reinforce;
  else if (turn.step === STEPS.reinforce) turn.step = STEPS.attack;
  else if (s.options.fortification === FORTIFICATION_MODES.none)
    finishTurn(s, map, turn, false, now, ev);
  else turn.step = STEPS.fortify;
  return null;
}

/** undo-advance-phase: 2 -> 1 (with a hand to turn in) and 5 -> 3 (before any fortification). */
export function undoAdvancePhase(s: GameState, id: PlayerId, fromStep: number): EngineError | null {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (turn.step !== fromStep)
    return turn.step === STEPS.unstarted ? err('turnNotStarted') : err('staleStep');
  const blocked = undoError(s, turn, s.players[id - 1]?.cards.length ?? 0);
  if (blocked) return err(blocked);
  turn.step = turn.step === STEPS.reinforce ? STEPS.cards : STEPS.attack;
  return null;
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
