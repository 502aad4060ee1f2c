import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseMap } from '../../shared/maps/parse';
import type { GameMap } from '../../shared/maps/types';

/** Every playable map, parsed and validated once at start. */
export interface MapRegistry {
  get(id: number): GameMap | undefined;
  all(): GameMap[];
}

/** Reads maps/*.json; a map that fails validation stops the start with its errors. */
export function loadMapRegistry(dir: string): MapRegistry {
  const maps = new Map<number, GameMap>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const parsed = parseMap(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.ok)
      throw new Error(`maps/${file} is not a valid map:\n  ${parsed.errors.join('\n  ')}`);
    if (maps.has(parsed.map.id))
      throw new Error(`maps/${file}: map id ${parsed.map.id} is used twice`);
    maps.set(parsed.map.id, parsed.map);
  }
  return {
    get: (id) => maps.get(id),
    all: () => [...maps.values()],
  };
}
