import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { borderTotal } from '../../test/support/mapGraph.js';
import { allDistances, isConnected, spreadCapitals } from './graph.js';
import { gridMap, gridMapFile } from './synthetic.js';
import { parseMap } from './parse.js';
import { PLAYER_COUNTS } from './types.js';

const minDistance = (ids: number[], dist: Int32Array[]): number => {
  let min = Infinity;
  for (const a of ids)
    for (const b of ids) if (a < b) min = Math.min(min, dist[a - 1]?.[b - 1] ?? -1);
  return min;
};

describe('spreadCapitals', () => {
  it('reproduces the classic map capitals, with the hand-checked minimum distances', () => {
    const dist = allDistances(CLASSIC_WORLD);
    const expectedMin = { 2: 10, 3: 7, 4: 5, 5: 4, 6: 4, 7: 3, 8: 3, 9: 2 };
    for (const count of PLAYER_COUNTS) {
      const ids = spreadCapitals(CLASSIC_WORLD, count);
      expect(ids).toEqual([...(CLASSIC_WORLD.capitals[count] ?? [])].sort((a, b) => a - b));
      expect(minDistance(ids, dist)).toBe(expectedMin[count]);
    }
  });
});

describe('gridMap', () => {
  it('builds a valid connected 200-territory map with capitals for 2-9 players', () => {
    const map = gridMap({ cols: 20, rows: 10 });
    expect(map.territories).toHaveLength(200);
    expect(map.regions).toHaveLength(8);
    expect(isConnected(map)).toBe(true);
    // 19 x 10 horizontal + 20 x 9 vertical borders, plus a diagonal from every third inner cell.
    const diagonals = gridMapFile({ cols: 20, rows: 10 }).borders.length - 370;
    expect(diagonals).toBe(57);
    expect(borderTotal(map)).toBe(370 + diagonals);
    for (const count of PLAYER_COUNTS) expect(map.capitals[count]).toHaveLength(count);
    expect(map.regions.every((r) => r.bonus > 0)).toBe(true);
  });

  it('produces a file the parser accepts as is', () => {
    expect(parseMap(gridMapFile({ cols: 3, rows: 2, blockCols: 2, blockRows: 1 })).ok).toBe(true);
  });
});
