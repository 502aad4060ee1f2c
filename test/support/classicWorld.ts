/** The classic world map for tests, benches and the simulator, parsed once; a broken map file is a bug, so it throws at load. */
import classicWorldFile from '../../maps/classic-world.json' with { type: 'json' };
import { parseMap } from '../../shared/maps/parse.js';
import type { GameMap } from '../../shared/maps/types.js';

function load(json: unknown): GameMap {
  const result = parseMap(json);
  if (!result.ok) throw new Error(`maps/classic-world.json is invalid: ${result.errors.join(' ')}`);
  return result.map;
}

/** The 42-territory classic world map (DESIGN §8), validated. */
export const CLASSIC_WORLD: GameMap = load(classicWorldFile);
