/** Shared preconditions of the turn actions: a running game, a living player, its turn, a step. */
import { err } from './errors.js';
import { GAME_STATUSES, STEPS } from './options.js';
import type { Board, EngineError, GameState, Player, PlayerId, Turn } from './types.js';

/** A living player of a running game, or why there is none. */
export function livingPlayer(s: GameState, id: PlayerId): Player | EngineError {
  if (s.status !== GAME_STATUSES.running) return err('notRunning');
  const p = Number.isInteger(id) ? s.players[id - 1] : undefined;
  if (!p) return err('noSuchPlayer');
  return p.alive ? p : err('playerOut');
}

/** Narrows a livingPlayer result. */
export function isPlayer(x: Player | EngineError): x is Player {
  return 'player_id' in x;
}

/** The actor's turn in progress, or why it cannot act. */
export function actorTurn(s: GameState, id: PlayerId): Turn | EngineError {
  const p = livingPlayer(s, id);
  if (!isPlayer(p)) return p;
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
export function isLocked(s: Pick<Board, 'turns'>, id: number): boolean {
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
