import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { areAdjacent, crossRegionBorders, highestDegree } from '../../test/support/mapGraph.js';
import { borderCount, distancesFrom, isConnected, neighbours, reachableThrough } from './graph.js';
import type { GameMap } from './types.js';

const map = CLASSIC_WORLD;
const id = (key: string): number => map.territories.find((t) => t.key === key)?.id ?? 0;
const keys = (ids: Iterable<number>): string[] =>
  [...ids].map((i) => map.territories[i - 1]?.key ?? '?').sort();

describe('graph helpers on the classic map', () => {
  it('lists neighbours and adjacency both ways', () => {
    expect(keys(neighbours(map, id('alaska')))).toEqual([
      'alberta',
      'kamchatka',
      'northwest_territory',
    ]);
    expect(areAdjacent(map, id('alaska'), id('kamchatka'))).toBe(true);
    expect(areAdjacent(map, id('kamchatka'), id('alaska'))).toBe(true);
    expect(areAdjacent(map, id('alaska'), id('japan'))).toBe(false);
    expect(neighbours(map, 0)).toEqual([]);
    expect(neighbours(map, 43)).toEqual([]);
  });

  it('walks only through allowed territories, including the start', () => {
    const australia = new Set(map.regions[5]?.territories);
    expect(keys(reachableThrough(map, id('siam'), (t) => australia.has(t)))).toEqual([
      'eastern_australia',
      'indonesia',
      'new_guinea',
      'siam',
      'western_australia',
    ]);
    expect(keys(reachableThrough(map, id('siam'), () => false))).toEqual(['siam']);
    expect(reachableThrough(map, 99, () => true).size).toBe(0);
  });

  it('measures distances and connectivity', () => {
    const d = distancesFrom(map, id('alaska'));
    expect(d.get(id('kamchatka'))).toBe(1);
    expect(d.get(id('argentina'))).toBe(6); // alaska-alberta-western_us-central_america-venezuela-peru|brazil-argentina
    expect(d.size).toBe(42);
    expect(isConnected(map)).toBe(true);
  });

  it('counts border territories and cross-region adjacencies per region', () => {
    expect(map.regions.map((r) => borderCount(map, r.id))).toEqual([3, 2, 4, 3, 5, 1]);
    expect(map.regions.map((r) => crossRegionBorders(map, r.id))).toEqual([3, 2, 8, 6, 8, 1]);
    expect(borderCount(map, 99)).toBe(0);
  });

  it('finds the highest-degree territory (lowest id on ties)', () => {
    // Degree 6 is the most; ontario comes first in the file.
    const sixes = map.territories.filter((t) => t.adjacencies.length === 6).map((t) => t.key);
    expect(sixes).toEqual([
      'ontario',
      'southern_europe',
      'ukraine',
      'north_africa',
      'east_africa',
      'china',
      'middle_east',
    ]);
    expect(map.territories.every((t) => t.adjacencies.length <= 6)).toBe(true);
    expect(highestDegree(map)).toBe(id('ontario'));
  });
});

describe('graph helpers on degenerate maps', () => {
  const empty = { ...map, territories: [], regions: [] } as GameMap;
  it('treat an empty map as connected with no highest-degree territory', () => {
    expect(isConnected(empty)).toBe(true);
    expect(highestDegree(empty)).toBeUndefined();
  });
});
