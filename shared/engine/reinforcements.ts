/** Reinforcements: max(3, floor(territories / 3)) + held region bonuses + 2 per capital held (capital games). */
import type { GameMap } from '../maps/types.js';
import { GAME_TYPES } from './options.js';
import { holdsRegion, territoryCount } from './queries.js';
import type { GameState, PlayerId } from './types.js';

export const MIN_REINFORCEMENTS = 3;
export const CAPITAL_BONUS = 2;

/** The territory part: max(3, floor(territories / 3)). */
export function territoryReinforcements(territories: number): number {
  return Math.max(MIN_REINFORCEMENTS, Math.floor(territories / 3));
}

/** The whole formula from its inputs. */
export function reinforcementFormula(
  territories: number,
  regionBonuses: number,
  capitalsHeld: number,
): number {
  return territoryReinforcements(territories) + regionBonuses + CAPITAL_BONUS * capitalsHeld;
}

/** True for the game types in which players have capitals. */
export function hasCapitals(gameType: number): boolean {
  return gameType === GAME_TYPES.capitals || gameType === GAME_TYPES.capitalConquest;
}

/** Sum of the bonuses of the regions `id` holds entirely. */
export function regionBonuses(state: GameState, map: GameMap, id: PlayerId): number {
  let sum = 0;
  for (const region of map.regions) {
    if (holdsRegion(state, map, region.id, (owner) => owner === id)) sum += region.bonus;
  }
  return sum;
}

/** Number of capital territories (anyone's) that `id` holds. */
export function capitalsHeld(state: GameState, id: PlayerId): number {
  if (!hasCapitals(state.options.game_type)) return 0;
  let n = 0;
  for (const p of state.players) {
    if (p.capital > 0 && state.territories[p.capital - 1]?.player_id === id) n++;
  }
  return n;
}

/** The reinforcement pool player `id` gets at the start of its turn. */
export function reinforcementsFor(state: GameState, map: GameMap, id: PlayerId): number {
  return reinforcementFormula(
    territoryCount(state, id),
    regionBonuses(state, map, id),
    capitalsHeld(state, id),
  );
}
