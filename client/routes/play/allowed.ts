/**
 * Whether a phase button applies now, asked of the engine itself: the action is tried on the
 * client's copy of the state and the button shows only if the engine would accept it.
 * (Used for the phase changes, whose conditions the engine alone knows.)
 */
import { apply } from '../../../shared/engine';
import type { Action, GameState } from '../../../shared/engine';
import type { GameMap } from '../../../shared/maps/types';

export function engineAccepts(
  state: GameState,
  map: GameMap,
  action: Action,
  now: number,
): boolean {
  try {
    return apply(state, action, { map, now }).ok;
  } catch {
    // The client's copy lacks hidden parts (deck, rng): let the server decide.
    return true;
  }
}
