/**
 * Map files: parse (zod, for the shape) then validate (the rules a playable map obeys) into a
 * `GameMap`. Never throws; every problem found is reported, one clear sentence each.
 *
 * File format (JSON, one file per map in maps/):
 * ```json
 * { "id": 1, "name": "Classic World", "author": "Conquest team", "status": 2,
 *   "creationDate": "2026-11-22", "width": 1600, "height": 900, "tokenCost": 0,
 *   "recommendedPlayers": { "min": 3, "max": 6 },
 *   "territories": [{ "key": "alaska", "name": "Alaska", "x": 90, "y": 120,
 *                     "outline": [[[60, 90], [120, 90], [110, 150]]] }],
 *   "regions": [{ "name": "North America", "bonus": 5, "territories": ["alaska", "..."] }],
 *   "borders": [["alaska", "northwest_territory"]],
 *   "capitals": { "2": ["alaska", "argentina"], "3": ["...", "...", "..."] },
 *   "hills": [] }
 * ```
 * - `id`: positive integer; `status`: 2 purchased, 3 premium, 5 beta; `creationDate`: YYYY-MM-DD.
 * - `width` x `height`: the large image in pixels; every `x, y` (and outline point) lies inside it.
 * - `territories`: territory ids are 1..n in file order; `key` is the stable text id used by the
 *   rest of the file, unique; `outline` (optional) is a list of polygons of [x, y] points.
 * - `regions`: region ids are 1..m in file order; each territory is in exactly one region; bonus >= 0.
 * - `borders`: each unordered pair once, never a territory with itself; adjacency is symmetric by
 *   construction and the whole graph must be connected.
 * - `capitals` (optional, default {}): per player count "2".."9", exactly that many distinct territories.
 * - `hills` (optional, default []): king-of-the-hill territories; empty: the engine picks the highest degree.
 * - `recommendedPlayers`: min <= max, both within 2-9. `tokenCost`: extra join cost, >= 0.
 */
import { z } from 'zod';
import { isConnected, reachableThrough } from './graph.js';
import {
  PLAYER_COUNTS,
  type GameMap,
  type MapRegion,
  type MapTerritory,
  type PlayerCount,
  type TerritoryId,
} from './types.js';

const point = z.tuple([z.number(), z.number()]);

const territorySchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  x: z.number(),
  y: z.number(),
  outline: z.array(z.array(point)).optional(),
});

const regionSchema = z.object({
  name: z.string().min(1),
  bonus: z.number().int(),
  territories: z.array(z.string()),
});

/** The shape of a map file, before the semantic checks. */
export const mapFileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  author: z.string(),
  status: z.union([z.literal(2), z.literal(3), z.literal(5)]),
  creationDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  tokenCost: z.number().int().nonnegative(),
  recommendedPlayers: z.object({ min: z.number().int(), max: z.number().int() }),
  territories: z.array(territorySchema).min(1),
  regions: z.array(regionSchema).min(1),
  borders: z.array(z.tuple([z.string(), z.string()])),
  capitals: z.record(z.string(), z.array(z.string())).default({}),
  hills: z.array(z.string()).default([]),
});
export type MapFile = z.infer<typeof mapFileSchema>;

export type ParseMapResult = { ok: true; map: GameMap } | { ok: false; errors: string[] };

/** The validation messages, shared with the tests and the map editors. */
export const MAP_ERRORS = {
  duplicateKey: (key: string) => `Territory key "${key}" is used more than once.`,
  unknownKey: (key: string, where: string) => `Unknown territory "${key}" in ${where}.`,
  selfBorder: (key: string) => `Territory "${key}" borders itself.`,
  duplicateBorder: (a: string, b: string) => `The border "${a}" - "${b}" is listed more than once.`,
  notConnected: (key: string, from: string) =>
    `The map is not connected: "${key}" cannot be reached from "${from}".`,
  noRegion: (key: string) => `Territory "${key}" is in no region.`,
  manyRegions: (key: string, names: string[]) =>
    `Territory "${key}" is in more than one region (${names.map((n) => `"${n}"`).join(', ')}).`,
  duplicateRegionName: (name: string) => `Region name "${name}" is used more than once.`,
  emptyRegion: (name: string) => `Region "${name}" has no territories.`,
  negativeBonus: (name: string, bonus: number) =>
    `Region "${name}" has a negative bonus (${bonus}).`,
  capitalCount: (count: string) =>
    `Capitals are given for "${count}" players; player counts are 2-9.`,
  capitalSize: (count: number, size: number) =>
    `Capitals for ${count} players list ${size} territories; exactly ${count} are needed.`,
  capitalRepeated: (count: number, key: string) =>
    `Capitals for ${count} players list "${key}" more than once.`,
  hillRepeated: (key: string) => `Hill "${key}" is listed more than once.`,
  outside: (key: string, x: number, y: number, width: number, height: number) =>
    `Territory "${key}" at (${x}, ${y}) lies outside the ${width} x ${height} image.`,
  outlineOutside: (key: string, width: number, height: number) =>
    `Territory "${key}" has an outline point outside the ${width} x ${height} image.`,
  recommendedRange: (min: number, max: number) =>
    `Recommended players ${min}-${max} must lie within 2-9.`,
  recommendedOrder: (min: number, max: number) =>
    `Recommended players: the minimum (${min}) exceeds the maximum (${max}).`,
} as const;

/** Parse and validate a map file into a `GameMap`, or list every problem found. */
export function parseMap(json: unknown): ParseMapResult {
  const shape = mapFileSchema.safeParse(json);
  if (!shape.success) {
    return {
      ok: false,
      errors: shape.error.issues.map((i) => `${i.path.join('.') || 'map'}: ${i.message}`),
    };
  }
  const file = shape.data;
  const ids = new Map<string, TerritoryId>();
  file.territories.forEach((t, i) => {
    if (!ids.has(t.key)) ids.set(t.key, i + 1);
  });
  const keyErrors = checkKeys(file);
  const errors = [
    ...keyErrors,
    ...checkBorders(file, ids),
    ...checkRegions(file, ids),
    ...checkCapitals(file, ids),
    ...checkHills(file, ids),
    ...checkCoordinates(file),
    ...checkRecommended(file),
  ];
  const map = build(file, ids);
  // With repeated keys the graph is ambiguous; connectivity would only add a confusing message.
  if (keyErrors.length === 0 && !isConnected(map)) errors.push(connectivityError(map));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, map };
}

function checkKeys(file: MapFile): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const t of file.territories) {
    if (seen.has(t.key)) errors.push(MAP_ERRORS.duplicateKey(t.key));
    seen.add(t.key);
  }
  return errors;
}

function unknownKeys(keys: string[], ids: Map<string, TerritoryId>, where: string): string[] {
  return keys.filter((k) => !ids.has(k)).map((k) => MAP_ERRORS.unknownKey(k, where));
}

function checkBorders(file: MapFile, ids: Map<string, TerritoryId>): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  file.borders.forEach(([a, b], i) => {
    const unknown = unknownKeys([a, b], ids, `border ${i + 1} ("${a}" - "${b}")`);
    errors.push(...unknown);
    if (a === b) errors.push(MAP_ERRORS.selfBorder(a));
    const pair = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    if (seen.has(pair)) errors.push(MAP_ERRORS.duplicateBorder(a, b));
    seen.add(pair);
  });
  return errors;
}

function checkRegions(file: MapFile, ids: Map<string, TerritoryId>): string[] {
  const errors: string[] = [];
  const regionsOf = new Map<string, string[]>();
  const names = new Set<string>();
  for (const r of file.regions) {
    if (names.has(r.name)) errors.push(MAP_ERRORS.duplicateRegionName(r.name));
    names.add(r.name);
    if (r.bonus < 0) errors.push(MAP_ERRORS.negativeBonus(r.name, r.bonus));
    if (r.territories.length === 0) errors.push(MAP_ERRORS.emptyRegion(r.name));
    errors.push(...unknownKeys(r.territories, ids, `region "${r.name}"`));
    for (const key of r.territories) regionsOf.set(key, [...(regionsOf.get(key) ?? []), r.name]);
  }
  for (const key of ids.keys()) {
    const inRegions = regionsOf.get(key) ?? [];
    if (inRegions.length === 0) errors.push(MAP_ERRORS.noRegion(key));
    if (inRegions.length > 1) errors.push(MAP_ERRORS.manyRegions(key, inRegions));
  }
  return errors;
}

function isPlayerCount(n: number): n is PlayerCount {
  return (PLAYER_COUNTS as readonly number[]).includes(n);
}

function checkCapitals(file: MapFile, ids: Map<string, TerritoryId>): string[] {
  const errors: string[] = [];
  for (const [countText, keys] of Object.entries(file.capitals)) {
    const count = Number(countText);
    if (!/^\d+$/.test(countText) || !isPlayerCount(count)) {
      errors.push(MAP_ERRORS.capitalCount(countText));
      continue;
    }
    if (keys.length !== count) errors.push(MAP_ERRORS.capitalSize(count, keys.length));
    errors.push(...unknownKeys(keys, ids, `the capitals for ${count} players`));
    for (const key of repeated(keys)) errors.push(MAP_ERRORS.capitalRepeated(count, key));
  }
  return errors;
}

function checkHills(file: MapFile, ids: Map<string, TerritoryId>): string[] {
  return [
    ...unknownKeys(file.hills, ids, 'hills'),
    ...repeated(file.hills).map((key) => MAP_ERRORS.hillRepeated(key)),
  ];
}

/** Each value listed more than once, reported once. */
function repeated(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

function checkCoordinates(file: MapFile): string[] {
  const { width, height } = file;
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x <= width && y <= height;
  const errors: string[] = [];
  for (const t of file.territories) {
    if (!inside(t.x, t.y)) errors.push(MAP_ERRORS.outside(t.key, t.x, t.y, width, height));
    const points = (t.outline ?? []).flat();
    if (points.some(([x, y]) => !inside(x, y))) {
      errors.push(MAP_ERRORS.outlineOutside(t.key, width, height));
    }
  }
  return errors;
}

function checkRecommended(file: MapFile): string[] {
  const { min, max } = file.recommendedPlayers;
  const errors: string[] = [];
  if (!isPlayerCount(min) || !isPlayerCount(max)) {
    errors.push(MAP_ERRORS.recommendedRange(min, max));
  }
  if (min > max) errors.push(MAP_ERRORS.recommendedOrder(min, max));
  return errors;
}

/** Build the in-memory map, skipping whatever did not validate (only returned when nothing failed). */
function build(file: MapFile, ids: Map<string, TerritoryId>): GameMap {
  const adjacency = file.territories.map(() => new Set<TerritoryId>());
  for (const [a, b] of file.borders) {
    const ia = ids.get(a);
    const ib = ids.get(b);
    if (ia === undefined || ib === undefined || ia === ib) continue;
    adjacency[ia - 1]?.add(ib);
    adjacency[ib - 1]?.add(ia);
  }
  const regionOf = new Map<string, number>();
  file.regions.forEach((r, i) => r.territories.forEach((k) => regionOf.set(k, i + 1)));
  const toIds = (keys: string[]): TerritoryId[] =>
    keys.flatMap((k) => ids.get(k) ?? []).sort((x, y) => x - y);
  return {
    id: file.id,
    name: file.name,
    author: file.author,
    status: file.status,
    creationDate: file.creationDate,
    width: file.width,
    height: file.height,
    territories: file.territories.map((t, i) => buildTerritory(t, i + 1, regionOf, adjacency[i])),
    regions: file.regions.map((r, i): MapRegion => ({
      id: i + 1,
      name: r.name,
      bonus: r.bonus,
      territories: toIds(r.territories),
    })),
    capitals: buildCapitals(file, ids),
    hills: toIds(file.hills),
    recommendedPlayers: { ...file.recommendedPlayers },
    tokenCost: file.tokenCost,
  };
}

function buildTerritory(
  t: MapFile['territories'][number],
  id: TerritoryId,
  regionOf: Map<string, number>,
  adjacent: Set<TerritoryId> | undefined,
): MapTerritory {
  const territory: MapTerritory = {
    id,
    key: t.key,
    name: t.name,
    x: t.x,
    y: t.y,
    region: regionOf.get(t.key) ?? 0,
    adjacencies: [...(adjacent ?? [])].sort((a, b) => a - b),
  };
  if (t.outline) territory.outline = t.outline.map((poly) => poly.flat());
  return territory;
}

/** Capitals keep the file's order (a capital list is a layout, not a set). */
function buildCapitals(file: MapFile, ids: Map<string, TerritoryId>): GameMap['capitals'] {
  const capitals: GameMap['capitals'] = {};
  for (const [countText, keys] of Object.entries(file.capitals)) {
    const count = Number(countText);
    if (isPlayerCount(count)) capitals[count] = keys.flatMap((k) => ids.get(k) ?? []);
  }
  return capitals;
}

function connectivityError(map: GameMap): string {
  const reached = reachableThrough(map, 1, () => true);
  const missing = map.territories.find((t) => !reached.has(t.id));
  return MAP_ERRORS.notConnected(missing?.key ?? '?', map.territories[0]?.key ?? '?');
}
