/**
 * Generated grid-like maps for simulations and tests: any size, valid by construction, with
 * capitals for every player count. Built as a map FILE and parsed, so the parser is exercised too.
 */
import { regionBonus } from '../constants.js';
import { borderCount, spreadCapitals } from './graph.js';
import { parseMap, type MapFile } from './parse.js';
import { PLAYER_COUNTS, type GameMap } from './types.js';

export interface GridOptions {
  cols: number;
  rows: number;
  /** Region blocks of blockCols x blockRows cells (the last ones may be smaller). */
  blockCols?: number;
  blockRows?: number;
  id?: number;
}

const CELL = 80;

/** A cols x rows grid: 4-neighbour borders plus a diagonal in every third cell, regions as blocks. */
export function gridMapFile(o: GridOptions): MapFile {
  const { cols, rows, blockCols = 5, blockRows = 5 } = o;
  const key = (c: number, r: number): string => `t${r * cols + c + 1}`;
  const territories: MapFile['territories'] = [];
  const borders: [string, string][] = [];
  const regions = new Map<string, string[]>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      territories.push({
        key: key(c, r),
        name: `Cell ${c + 1}-${r + 1}`,
        x: (c + 0.5) * CELL,
        y: (r + 0.5) * CELL,
      });
      if (c + 1 < cols) borders.push([key(c, r), key(c + 1, r)]);
      if (r + 1 < rows) borders.push([key(c, r), key(c, r + 1)]);
      if (c + 1 < cols && r + 1 < rows && (c + r) % 3 === 0)
        borders.push([key(c, r), key(c + 1, r + 1)]);
      const region = `Block ${Math.floor(c / blockCols) + 1}-${Math.floor(r / blockRows) + 1}`;
      regions.set(region, [...(regions.get(region) ?? []), key(c, r)]);
    }
  }
  return {
    id: o.id ?? 9000,
    name: `Grid ${cols} x ${rows}`,
    author: 'generated',
    status: 5,
    creationDate: '2026-11-22',
    width: cols * CELL,
    height: rows * CELL,
    tokenCost: 0,
    recommendedPlayers: { min: 2, max: 9 },
    territories,
    regions: [...regions].map(([name, keys]) => ({ name, bonus: 0, territories: keys })),
    borders,
    capitals: {},
    hills: [],
  };
}

/** A parsed grid map with calculator bonuses and spread capitals for 2-9 players; throws if invalid (a bug). */
export function gridMap(o: GridOptions): GameMap {
  const file = gridMapFile(o);
  const first = must(file);
  file.regions = file.regions.map((r, i) => ({
    ...r,
    bonus: regionBonus(r.territories.length, borderCount(first, i + 1)),
  }));
  const keyOf = (id: number): string => first.territories[id - 1]?.key ?? '';
  for (const count of PLAYER_COUNTS) {
    if (count <= first.territories.length)
      file.capitals[String(count)] = spreadCapitals(first, count).map(keyOf);
  }
  return must(file);
}

function must(file: MapFile): GameMap {
  const result = parseMap(file);
  if (!result.ok) throw new Error(`generated map is invalid: ${result.errors.join(' ')}`);
  return result.map;
}
