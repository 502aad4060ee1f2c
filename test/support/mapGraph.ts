/** Graph questions only the tests ask of a map (the product's are in shared/maps/graph.ts). */
import { neighbours, territoryOf } from '../../shared/maps/graph.js';
import type { GameMap, MapTerritory, RegionId, TerritoryId } from '../../shared/maps/types.js';

/** Whether two territories share a border. */
export function areAdjacent(map: GameMap, a: TerritoryId, b: TerritoryId): boolean {
  return neighbours(map, a).includes(b);
}

/** The number of adjacencies between the region and other regions (the other reading of "borders"). */
export function crossRegionBorders(map: GameMap, regionId: RegionId): number {
  const region = map.regions[regionId - 1];
  if (!region) return 0;
  let count = 0;
  for (const id of region.territories) {
    for (const n of neighbours(map, id)) if (territoryOf(map, n)?.region !== regionId) count++;
  }
  return count;
}

/** The territory with the most neighbours (lowest id on ties); undefined for an empty map. */
export function highestDegree(map: GameMap): TerritoryId | undefined {
  let best: MapTerritory | undefined;
  for (const t of map.territories) {
    if (!best || t.adjacencies.length > best.adjacencies.length) best = t;
  }
  return best?.id;
}

/** The number of distinct borders on the map (each adjacency counted once). */
export function borderTotal(map: GameMap): number {
  return map.territories.reduce((sum, t) => sum + t.adjacencies.length, 0) / 2;
}
