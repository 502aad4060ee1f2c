/** Reading a state stored by an earlier version of the engine. */
import { PLAYER_DEFAULTS, type GameState } from './types.js';

/**
 * A stored game state as the engine of today expects it: fields added since it was written get
 * the value they would have had (states are stored whole, as JSON, and never rewritten in place).
 */
export function readStoredState(raw: unknown): GameState {
  const state = raw as GameState;
  return {
    ...state,
    last_attacker: state.last_attacker ?? 0,
    replace_missing: state.replace_missing ?? false,
    replaced: state.replaced ?? [],
    paused_at: state.paused_at ?? 0,
    players: state.players.map((p) => ({ ...PLAYER_DEFAULTS, ...p })),
  };
}
