import { describe, expect, it } from 'vitest';
import { regionBonus } from '../../shared/constants.js';
import {
  borderCount,
  distancesFrom,
  isConnected,
  reachableThrough,
} from '../../shared/maps/graph.js';
import { parseMap } from '../../shared/maps/parse.js';
import type { GameMap } from '../../shared/maps/types.js';
import { allocate, generateMap, hashSeed, imageSize, type GeneratorSpec } from './generate.js';

const spec: GeneratorSpec = {
  id: 900,
  name: 'Test Land',
  seed: 'test-seed',
  territories: 20,
  style: 'continents',
  creationDate: '2026-11-22',
};

function parsed(file: unknown): GameMap {
  const result = parseMap(file);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.map;
}

describe('generateMap', () => {
  const file = generateMap(spec);
  const map = parsed(file);

  it('is deterministic for a seed, and another seed gives another map', () => {
    expect(generateMap(spec)).toEqual(file);
    const other = generateMap({ ...spec, seed: 'other-seed' });
    expect(other.territories.map((t) => t.name)).not.toEqual(file.territories.map((t) => t.name));
  });

  it('makes the asked number of territories on a connected, valid map', () => {
    expect(map.territories).toHaveLength(20);
    expect(isConnected(map)).toBe(true);
    expect(new Set(map.territories.map((t) => t.name)).size).toBe(20);
  });

  it('gives every territory an outline around its anchor inside the image', () => {
    for (const t of map.territories) {
      expect(t.outline?.length).toBeGreaterThan(0);
      expect(t.x).toBeGreaterThan(0);
      expect(t.x).toBeLessThan(map.width);
    }
  });

  it('groups regions by contiguity and gives them the calculator bonus', () => {
    for (const region of map.regions) {
      const inRegion = new Set(region.territories);
      const reached = reachableThrough(map, region.territories[0] ?? 0, (id) => inRegion.has(id));
      expect(reached.size).toBe(region.territories.length);
      expect(region.bonus).toBe(
        regionBonus(region.territories.length, borderCount(map, region.id)),
      );
    }
  });

  it('spreads capitals apart for player counts up to a third of the territories', () => {
    expect(Object.keys(map.capitals).map(Number)).toEqual([2, 3, 4, 5, 6]);
    const two = map.capitals[2] ?? [];
    const distance = distancesFrom(map, two[0] ?? 0).get(two[1] ?? 0) ?? 0;
    expect(distance).toBeGreaterThanOrEqual(3);
    expect(map.hills.length).toBeGreaterThan(0);
  });

  it('mirrors a twin map: same territory count on both halves', () => {
    const twin = parsed(generateMap({ ...spec, style: 'twin', territories: 22 }));
    const left = twin.territories.filter((t) => t.x < twin.width / 2 - 20).length;
    const right = twin.territories.filter((t) => t.x > twin.width / 2 + 20).length;
    expect(left).toBe(right);
  });
});

describe('generator helpers', () => {
  it('hashes seeds stably', () => {
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    expect(hashSeed('abc')).not.toBe(hashSeed('abd'));
  });

  it('allocates territories in proportion, at least one each, summing to the count', () => {
    expect(allocate([100, 50, 50], 8)).toEqual([4, 2, 2]);
    expect(allocate([1000, 1, 1], 5)).toEqual([3, 1, 1]);
    expect(allocate([3, 3, 3], 10).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('sizes images from 1000 px wide up to 2600, 16:10', () => {
    expect(imageSize(12, 'pangaea')).toEqual({ width: 1000, height: 630 });
    expect(imageSize(400, 'continents').width).toBe(2600);
    const mid = imageSize(90, 'continents');
    expect(mid.width / mid.height).toBeCloseTo(1.6, 1);
  });
});
