/** The generator's last steps: name and order everything into a map file, then add bonuses, capitals and hills. */
import { regionBonus } from '../../shared/constants.js';
import type { RngState } from '../../shared/engine';
import { allDistances, borderCount, spreadCapitals } from '../../shared/maps/graph.js';
import { parseMap, type MapFile } from '../../shared/maps/parse.js';
import { PLAYER_COUNTS, type GameMap } from '../../shared/maps/types.js';
import type { GeneratorSpec, TerritoryShapes } from './generate.js';
import { keyOf, NameBook } from './names.js';
import { graphComponents } from './territoryGraph.js';

/** Recommended players by map size when the spec names none. */
export function recommendedFor(territories: number): { min: number; max: number } {
  if (territories <= 16) return { min: 2, max: 4 };
  if (territories <= 30) return { min: 2, max: 5 };
  if (territories <= 60) return { min: 3, max: 6 };
  if (territories <= 120) return { min: 4, max: 8 };
  return { min: 5, max: 9 };
}

/** Builds the map file: territories ordered by region then reading order, named, with outlines. */
export function assemble(
  spec: GeneratorSpec,
  size: { width: number; height: number },
  shapes: TerritoryShapes,
  adjacent: number[][],
  regionOf: number[],
  rng: RngState,
): MapFile {
  const names = new NameBook(rng);
  const order = regionOf
    .map((region, t) => ({
      t,
      region,
      x: shapes.anchors[t]?.[0] ?? 0,
      y: shapes.anchors[t]?.[1] ?? 0,
    }))
    .sort((a, b) => a.region - b.region || Math.round(a.y / 80) - Math.round(b.y / 80) || a.x - b.x)
    .map((o) => o.t);
  const territoryNames = order.map(() => names.territory());
  const nameOf = new Map(order.map((t, i) => [t, territoryNames[i] ?? '']));
  const keyOfTerritory = (t: number): string => keyOf(nameOf.get(t) ?? '');
  const regionCount = Math.max(...regionOf) + 1;
  const islands = islandRegions(shapes.landAdjacent, regionOf);
  return {
    id: spec.id,
    name: spec.name,
    author: spec.author ?? 'Conquest map generator',
    status: spec.status ?? 2,
    creationDate: spec.creationDate,
    width: size.width,
    height: size.height,
    tokenCost: spec.tokenCost ?? 0,
    recommendedPlayers: spec.recommendedPlayers ?? recommendedFor(spec.territories),
    territories: order.map((t) => ({
      key: keyOfTerritory(t),
      name: nameOf.get(t) ?? '',
      x: shapes.anchors[t]?.[0] ?? 0,
      y: shapes.anchors[t]?.[1] ?? 0,
      outline: (shapes.outlines[t] ?? []).map((ring) =>
        ring.map(([x, y]): [number, number] => [x, y]),
      ),
    })),
    regions: Array.from({ length: regionCount }, (_, r) => ({
      name: names.region(islands.has(r)),
      bonus: 0,
      territories: order.filter((t) => regionOf[t] === r).map(keyOfTerritory),
    })),
    borders: adjacent.flatMap((list, a) =>
      list
        .filter((b) => b > a)
        .map((b): [string, string] => [keyOfTerritory(a), keyOfTerritory(b)]),
    ),
    capitals: {},
    hills: [],
  };
}

/** Regions made only of whole land masses: they get island names. */
function islandRegions(landAdjacent: number[][], regionOf: number[]): Set<number> {
  const islands = new Set(regionOf);
  for (const mass of graphComponents(landAdjacent)) {
    const regions = new Set(mass.map((t) => regionOf[t]));
    if (regions.size > 1 || mass.length > 4) for (const r of regions) islands.delete(r ?? -1);
  }
  return islands;
}

/** Adds the calculator bonuses, capitals for player counts up to a third of the territories, and hills. */
export function finish(file: MapFile): MapFile {
  const first = parsed(file);
  const keyOfId = (id: number): string => first.territories[id - 1]?.key ?? '';
  const capitals: MapFile['capitals'] = {};
  for (const count of PLAYER_COUNTS) {
    if (count * 3 <= first.territories.length)
      capitals[String(count)] = spreadCapitals(first, count).map(keyOfId);
  }
  const result: MapFile = {
    ...file,
    regions: file.regions.map((r, i) => ({
      ...r,
      bonus: regionBonus(r.territories.length, borderCount(first, i + 1)),
    })),
    capitals,
    hills: centralHills(first, 1 + Math.floor(first.territories.length / 120)).map(keyOfId),
  };
  parsed(result);
  return result;
}

/** King-of-the-hill territories: the most central ones (smallest eccentricity), at least 3 borders apart. */
function centralHills(map: GameMap, count: number): number[] {
  const distances = allDistances(map);
  const eccentricity = distances.map((row) => Math.max(...row));
  const ids = map.territories
    .map((t) => t.id)
    .sort((a, b) => (eccentricity[a - 1] ?? 0) - (eccentricity[b - 1] ?? 0) || b - a);
  const hills: number[] = [];
  for (const id of ids) {
    if (hills.length >= count) break;
    if (hills.every((h) => (distances[h - 1]?.[id - 1] ?? 0) >= 3)) hills.push(id);
  }
  return hills.sort((a, b) => a - b);
}

function parsed(file: MapFile): GameMap {
  const result = parseMap(file);
  if (!result.ok)
    throw new Error(`generated map ${file.id} is invalid: ${result.errors.join(' ')}`);
  return result.map;
}
