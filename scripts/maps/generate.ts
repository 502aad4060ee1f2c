/**
 * The map generator: a seed and a size in, a map file out. Land from noise, territories as
 * relaxed cells on the land, borders from shared outlines plus sea lanes, regions by contiguity
 * with the calculator's bonuses, capitals spread apart, names. Same seed, same map.
 */
import { randInt, seedRng, type RngState } from '../../shared/engine';
import type { MapFile } from '../../shared/maps/parse.js';
import type { MapStatus } from '../../shared/maps/types.js';
import { assemble, finish } from './assemble.js';
import { LAND_SHARE, makeLand, type LandStyle } from './land.js';
import { buildMesh, components, type Mesh, type Vec } from './mesh.js';
import { traceOutlines } from './outlines.js';
import { centralCell, inlandCells, relax } from './partition.js';
import { groupRegions, seaLanes } from './territoryGraph.js';
import { mirroredLanes, mirroredRegions, mirrorIndex } from './twin.js';

export interface GeneratorSpec {
  id: number;
  name: string;
  seed: string;
  territories: number;
  style: LandStyle;
  creationDate: string;
  author?: string;
  status?: MapStatus;
  tokenCost?: number;
  /** Territories per region the grouping aims at. */
  regionSize?: number;
  /** Sea lanes beyond the ones that join the land masses. */
  extraLanes?: number;
  recommendedPlayers?: { min: number; max: number };
}

const SEA = -1;
const MAX_WIDTH = 2600;

/** A number from a text seed (FNV-1a). */
export function hashSeed(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Image size: about 130 x n^-0.1 pixels of side per territory (smaller on big maps), 16:10. */
export function imageSize(
  territories: number,
  style: LandStyle,
): { width: number; height: number } {
  const side = 130 * territories ** -0.1;
  const area = (territories * side * side) / LAND_SHARE[style];
  const width = Math.min(MAX_WIDTH, Math.max(1000, Math.round(Math.sqrt(area * 1.6) / 10) * 10));
  return { width, height: Math.round(width / 1.6 / 10) * 10 };
}

/** Generates a valid map file; throws only on a generator bug (the result is parsed before returning). */
export function generateMap(
  spec: GeneratorSpec,
  onProgress: (step: string) => void = () => {},
): MapFile {
  const rng = seedRng(hashSeed(spec.seed));
  const { width, height } = imageSize(spec.territories, spec.style);
  const landCellsWanted = spec.territories * 60;
  const spacing = Math.min(
    12,
    Math.sqrt((LAND_SHARE[spec.style] * width * height) / landCellsWanted),
  );
  onProgress('mesh');
  const mesh = buildMesh(width, height, spacing, rng, spec.style === 'twin');
  onProgress('land');
  const land = makeLand(mesh, spec.style, rng, 8);
  onProgress('territories');
  const owner = cutTerritories(mesh, land, spec.territories, rng, spec.style === 'twin');
  const count = owner.reduce((most, label) => Math.max(most, label + 1), 0);
  onProgress('outlines');
  const shapes = territoryShapes(mesh, owner, count);
  onProgress('borders');
  const extraLanes = spec.extraLanes ?? 3;
  const mirror = spec.style === 'twin' ? mirrorIndex(shapes.anchors, width) : undefined;
  const baseLanes = seaLanes(shapes.landAdjacent, shapes.anchors, shapes.coasts, extraLanes);
  const lanes = mirror ? mirroredLanes(baseLanes, mirror) : baseLanes;
  const adjacent = shapes.landAdjacent.map((list) => [...list]);
  for (const [a, b] of lanes) {
    adjacent[a]?.push(b);
    adjacent[b]?.push(a);
  }
  onProgress('regions');
  const regionSize = spec.regionSize ?? 5;
  const grouped = mirror
    ? mirroredRegions(shapes.landAdjacent, shapes.anchors, width, mirror, regionSize, rng)
    : groupRegions(shapes.landAdjacent, regionSize, rng);
  const regionOf = mergeSmallRegions(adjacent, grouped, 2);
  onProgress('names');
  const file = assemble(spec, { width, height }, shapes, adjacent, regionOf, rng);
  onProgress('capitals');
  return finish(file);
}

/** Drops land too small for a territory, then spreads seeds over each land mass and relaxes them. */
function cutTerritories(
  mesh: Mesh,
  land: Uint8Array,
  count: number,
  rng: RngState,
  mirror: boolean,
): Int32Array {
  let masses = components(mesh, (c) => land[c] === 1);
  const total = masses.reduce((s, m) => s + m.length, 0);
  for (const mass of masses)
    if (mass.length < (0.5 * total) / count) for (const c of mass) land[c] = 0;
  masses = masses.filter((m) => land[m[0] ?? 0] === 1).sort((a, b) => b.length - a.length);
  const seeds = mirror
    ? mirroredSeeds(mesh, masses, count, rng)
    : spreadSeeds(mesh, masses, count, rng);
  const growth = relax(mesh, seeds, (c) => land[c] === 1, 6);
  return Int32Array.from(growth.label, (l, c) => (land[c] === 1 ? l : SEA));
}

function spreadSeeds(mesh: Mesh, masses: number[][], count: number, rng: RngState): number[] {
  const shares = allocate(
    masses.map((m) => m.length),
    count,
  );
  return masses.flatMap((mass, i) => farthestCells(mesh, mass, shares[i] ?? 1, rng));
}

/**
 * Twin maps: seeds on the left half, reflected onto the right half (the mesh and the land are
 * mirrored too), and one per island on the axis, so both sides get the same territories.
 */
function mirroredSeeds(mesh: Mesh, masses: number[][], count: number, rng: RngState): number[] {
  const half = mesh.width / 2;
  const meanX = (mass: number[]): number =>
    mass.reduce((s, c) => s + (mesh.centres[c]?.[0] ?? 0), 0) / mass.length;
  const onAxis = masses.filter((m) => Math.abs(meanX(m) - half) < mesh.spacing * 3);
  const left = masses.filter((m) => meanX(m) < half - mesh.spacing * 3);
  const perSide = Math.floor((count - onAxis.length) / 2);
  const leftSeeds = spreadSeeds(mesh, left, perSide, rng);
  const mirrorOf = (cell: number): number => {
    const [x, y] = mesh.centres[cell] ?? [0, 0];
    return nearestCell(mesh, [mesh.width - x, y]);
  };
  return [...leftSeeds, ...leftSeeds.map(mirrorOf), ...onAxis.map((m) => centralCell(mesh, m))];
}

function nearestCell(mesh: Mesh, point: Vec): number {
  let best = 0;
  mesh.centres.forEach((c, i) => {
    if (dist(c, point) < dist(mesh.centres[best], point)) best = i;
  });
  return best;
}

/** Splits `count` in proportion to `sizes`, at least 1 each (largest remainders first). */
export function allocate(sizes: number[], count: number): number[] {
  const total = sizes.reduce((s, x) => s + x, 0);
  const exact = sizes.map((s) => (s / total) * count);
  const shares = exact.map((x) => Math.max(1, Math.floor(x)));
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest);
  let sum = shares.reduce((s, x) => s + x, 0);
  for (let k = 0; sum < count; k = (k + 1) % order.length, sum++) shares[order[k]?.i ?? 0]! += 1;
  for (let i = 0; sum > count; i = (i + 1) % shares.length) {
    if ((shares[i] ?? 0) > 1) {
      shares[i]! -= 1;
      sum--;
    }
  }
  return shares;
}

function farthestCells(mesh: Mesh, cells: number[], count: number, rng: RngState): number[] {
  const picked = [cells[randInt(rng, cells.length)] ?? 0];
  const gap = cells.map((c) => dist(mesh.centres[c], mesh.centres[picked[0] ?? 0]));
  while (picked.length < count) {
    let far = 0;
    gap.forEach((g, i) => {
      if (g > (gap[far] ?? 0)) far = i;
    });
    const cell = cells[far] ?? 0;
    picked.push(cell);
    cells.forEach(
      (c, i) => (gap[i] = Math.min(gap[i] ?? 0, dist(mesh.centres[c], mesh.centres[cell]))),
    );
  }
  return picked;
}

const dist = (a: Vec | undefined, b: Vec | undefined): number =>
  Math.hypot((a?.[0] ?? 0) - (b?.[0] ?? 0), (a?.[1] ?? 0) - (b?.[1] ?? 0));

export interface TerritoryShapes {
  outlines: Vec[][][];
  anchors: Vec[];
  coasts: Vec[][];
  landAdjacent: number[][];
}

/** Outlines, disc positions, coast points and land borders of each territory. */
export function territoryShapes(mesh: Mesh, owner: Int32Array, count: number): TerritoryShapes {
  const traced = traceOutlines(mesh, owner, { background: SEA, smoothing: 2, tolerance: 0.5 });
  const landAdjacent: number[][] = Array.from({ length: count }, () => []);
  for (const [key, length] of traced.sharedLength) {
    if (length < mesh.spacing * 0.8) continue;
    const [a = 0, b = 0] = key.split(',').map(Number);
    landAdjacent[a]?.push(b);
    landAdjacent[b]?.push(a);
  }
  const anchors = inlandCells(mesh, owner, count).map((c): Vec => {
    const [x, y] = mesh.centres[c] ?? [0, 0];
    return [Math.round(x), Math.round(y)];
  });
  const coasts: Vec[][] = Array.from({ length: count }, () => []);
  owner.forEach((own, c) => {
    if (own >= 0 && (mesh.neighbours[c] ?? []).some((n) => owner[n] === SEA))
      coasts[own]?.push(mesh.centres[c] ?? [0, 0]);
  });
  const outlines = Array.from({ length: count }, (_, t) => traced.rings.get(t) ?? []);
  return { outlines, anchors, coasts, landAdjacent };
}

/** Regions smaller than `min` join their smallest neighbouring region (islands join across lanes). */
function mergeSmallRegions(adjacent: number[][], regionOf: number[], min: number): number[] {
  const result = [...regionOf];
  for (;;) {
    const sizes = new Map<number, number>();
    for (const r of result) sizes.set(r, (sizes.get(r) ?? 0) + 1);
    const small = [...sizes].find(([, size]) => size < min)?.[0];
    if (small === undefined) return renumber(result);
    const members = result.flatMap((r, t) => (r === small ? [t] : []));
    const around = new Set(
      members.flatMap((t) => adjacent[t] ?? []).map((n) => result[n] ?? small),
    );
    around.delete(small);
    const target = [...around].sort(
      (a, b) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0) || a - b,
    )[0];
    if (target === undefined) return renumber(result);
    for (const t of members) result[t] = target;
  }
}

function renumber(regionOf: number[]): number[] {
  const order = [...new Set(regionOf)];
  return regionOf.map((r) => order.indexOf(r));
}
