import { isLive, type GameOptions } from '../engine/options';

/** Tokens a new account starts with (DESIGN §5). */
export const STARTING_TOKENS = 100;
/** Earned for finishing a game without a missed turn. */
export const FINISH_REWARD = 20;

/**
 * Tokens to join a game: 1 in a 2-player game, else 2; +1 in long-term games; + the map's
 * premium cost. Pointless games cost and earn nothing.
 */
export function joinCost(options: GameOptions, mapTokenCost: number): number {
  if (options.pointless === 1) return 0;
  return (options.num_players === 2 ? 1 : 2) + (isLive(options) ? 0 : 1) + mapTokenCost;
}

/** The reward for finishing, given how many turns the player missed. */
export function finishReward(options: GameOptions, missedTurns: number): number {
  return options.pointless === 1 || missedTurns > 0 ? 0 : FINISH_REWARD;
}
