/** Shared preconditions of the turn actions: a running game, a living player, its turn, a step. */
import { err } from './errors.js';
import { STEPS } from './options.js';
import type { EngineError, GameState, PlayerId, Turn } from './types.js';

/** The actor's turn in progress, or why it cannot act. */
export function actorTurn(s: GameState, id: PlayerId): Turn | EngineError {
  if (s.status !== 2) return err('notRunning');
  const p = Number.isInteger(id) ? s.players[id - 1] : undefined;
  if (!p) return err('noSuchPlayer');
  if (!p.alive) return err('playerOut');
  const turn = s.turns.find((t) => t.player_id === id);
  if (!turn) return err('notYourTurn');
  return othersMoving(s, id) ? err('waitForMove') : turn;
}

/**
 * True while another player's step-4 move is pending (simultaneous turns): replay needs each
 * battle conquer event directly followed by its move, so nobody else may emit events meanwhile.
 */
export function othersMoving(s: GameState, id: PlayerId): boolean {
  return s.turns.some((t) => t.player_id !== id && t.step === STEPS.move);
}

/** The actor's turn if it is in one of `steps` (step 0 says "begin your turn first"). */
export function turnInStep(
  s: GameState,
  id: PlayerId,
  steps: readonly number[],
): Turn | EngineError {
  const turn = actorTurn(s, id);
  if (!isTurn(turn)) return turn;
  if (steps.includes(turn.step)) return turn;
  return turn.step === STEPS.unstarted ? err('turnNotStarted') : err('wrongStep');
}

/** Narrows a guard result. */
export function isTurn(x: Turn | EngineError): x is Turn {
  return 'turn_id' in x;
}

/** True when territory `id` is the source or target of a pending step-4 move (simultaneous turns). */
export function isLocked(s: GameState, id: number): boolean {
  for (const t of s.turns) {
    if (
      t.step === STEPS.move &&
      t.last_conquer &&
      (t.last_conquer.from === id || t.last_conquer.to === id)
    ) {
      return true;
    }
  }
  return false;
}

/** True for a positive integer. */
export function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1;
}
