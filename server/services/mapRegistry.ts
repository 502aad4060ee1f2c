import type { GameMap } from '../../shared/maps/types';

/**
 * Every playable map: the files validated at start (see mapCatalog.ts for how they are read),
 * then maps published in the editor and capital layouts saved since (server/editor).
 */
export interface MapRegistry {
  get(id: number): GameMap | undefined;
  all(): GameMap[];
  /** Adds a map, or replaces the one with its id. */
  put(map: GameMap): void;
}

export function mapRegistryOf(maps: readonly GameMap[]): MapRegistry {
  const byId = new Map(maps.map((map) => [map.id, map]));
  return {
    get: (id) => byId.get(id),
    all: () => [...byId.values()],
    put: (map) => void byId.set(map.id, map),
  };
}
