/** Graph helpers over a validated map's adjacency lists. */
import type { GameMap, MapTerritory, RegionId, TerritoryId } from './types.js';

/** The territory with this id, or undefined when the id is not on the map. */
export function territoryOf(map: GameMap, id: TerritoryId): MapTerritory | undefined {
  return map.territories[id - 1];
}

/** The ids adjacent to `id` (sorted ascending); empty for an unknown id. */
export function neighbours(map: GameMap, id: TerritoryId): readonly TerritoryId[] {
  return territoryOf(map, id)?.adjacencies ?? [];
}

/**
 * Every territory reachable from `from` by stepping only onto territories for which `allowed`
 * holds (breadth-first). `from` itself is included whether or not it is allowed, so a
 * fortification search can start on the source and walk through own territories.
 */
export function reachableThrough(
  map: GameMap,
  from: TerritoryId,
  allowed: (id: TerritoryId) => boolean,
): Set<TerritoryId> {
  const seen = new Set<TerritoryId>();
  if (!territoryOf(map, from)) return seen;
  seen.add(from);
  const queue: TerritoryId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    for (const next of neighbours(map, queue[head] ?? 0)) {
      if (seen.has(next) || !allowed(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** Whether every territory can be reached from the first one (an empty map counts as connected). */
export function isConnected(map: GameMap): boolean {
  if (map.territories.length === 0) return true;
  return reachableThrough(map, 1, () => true).size === map.territories.length;
}

/** Shortest path lengths (in borders crossed) from `from` to every reachable territory. */
export function distancesFrom(map: GameMap, from: TerritoryId): Map<TerritoryId, number> {
  const dist = new Map<TerritoryId, number>([[from, 0]]);
  const queue: TerritoryId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head] ?? 0;
    const d = dist.get(here) ?? 0;
    for (const next of neighbours(map, here)) {
      if (dist.has(next)) continue;
      dist.set(next, d + 1);
      queue.push(next);
    }
  }
  return dist;
}

/**
 * The region's "borders" for the region-bonus calculator (spec §9: territories / 3 + borders / 2.5):
 * the number of territories in the region adjacent to at least one territory of another region.
 *
 * Why this reading: on the classic map it gives NA 4 (5), SA 2 (2), EU 4 (5), AF 3 (3), AS 6 (7),
 * AU 2 (2) — three exact; counting cross-region adjacencies instead (`crossRegionBorders` in test/support/mapGraph.ts)
 * gives NA 4, SA 2, EU 6, AF 4, AS 7, AU 2 — also three exact and the same total error, so the
 * tie goes to the meaning map makers use: border territories are the ones that must be defended.
 */
export function borderCount(map: GameMap, regionId: RegionId): number {
  const region = map.regions[regionId - 1];
  if (!region) return 0;
  return region.territories.filter((id) =>
    neighbours(map, id).some((n) => territoryOf(map, n)?.region !== regionId),
  ).length;
}

/** Shortest distances between every pair of territories; row i - 1 is territory i (-1 unreachable). */
export function allDistances(map: GameMap): Int32Array[] {
  return map.territories.map((t) => {
    const row = new Int32Array(map.territories.length).fill(-1);
    for (const [id, d] of distancesFrom(map, t.id)) row[id - 1] = d;
    return row;
  });
}

/**
 * `count` territories spread far apart for capitals: greedy farthest-point selection from every
 * start, keeping the set with the largest minimum (then total) pairwise distance. Sorted by id.
 */
export function spreadCapitals(map: GameMap, count: number): TerritoryId[] {
  const dist = allDistances(map);
  const d = (a: number, b: number): number => dist[a - 1]?.[b - 1] ?? -1;
  let best: { score: [number, number]; ids: TerritoryId[] } | undefined;
  for (const start of map.territories) {
    const ids = [start.id];
    while (ids.length < Math.min(count, map.territories.length)) {
      let pick: { id: number; score: [number, number] } | undefined;
      for (const t of map.territories) {
        if (ids.includes(t.id)) continue;
        const score: [number, number] = [
          Math.min(...ids.map((c) => d(t.id, c))),
          ids.reduce((s, c) => s + d(t.id, c), 0),
        ];
        if (!pick || better(score, pick.score)) pick = { id: t.id, score };
      }
      ids.push(pick?.id ?? 0);
    }
    const score = setScore(ids, d);
    if (!best || better(score, best.score)) best = { score, ids };
  }
  return [...(best?.ids ?? [])].sort((a, b) => a - b);
}

const better = (a: [number, number], b: [number, number]): boolean =>
  a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

function setScore(ids: number[], d: (a: number, b: number) => number): [number, number] {
  let min = Infinity;
  let sum = 0;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const x = d(ids[i] ?? 0, ids[j] ?? 0);
      min = Math.min(min, x);
      sum += x;
    }
  }
  return [min, sum];
}
