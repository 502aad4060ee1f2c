import type { GameMap } from '../../shared/maps/types';

/** Every playable map, validated at start (see mapCatalog.ts for how they are read). */
export interface MapRegistry {
  get(id: number): GameMap | undefined;
  all(): GameMap[];
}

export function mapRegistryOf(maps: readonly GameMap[]): MapRegistry {
  const byId = new Map(maps.map((map) => [map.id, map]));
  return {
    get: (id) => byId.get(id),
    all: () => [...byId.values()],
  };
}
