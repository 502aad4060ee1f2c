/**
 * The classic world's geometry: Natural Earth land (world-atlas, public domain) in a Mercator
 * projection cut at the Bering Strait, divided into the 42 territories around hand-placed seeds
 * (longitude, latitude). Only geometry changes: keys, names, regions, borders and capitals stay.
 */
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-50m.json' with { type: 'json' };
import { seedRng } from '../../shared/engine';
import type { MapFile } from '../../shared/maps/parse.js';
import { buildMesh, components, type Mesh, type Vec } from './mesh.js';
import { territoryShapes } from './generate.js';
import { grow } from './partition.js';

export const CLASSIC_WIDTH = 1800;
export const CLASSIC_HEIGHT = 1050;
/** The map's left edge: the Bering Strait, so Alaska and Kamchatka sit at opposite edges. */
const CUT_LONGITUDE = -169;
const SOUTH_LATITUDE = -57;

/** Seeds per territory: a territory is the land nearer (over land) to its seeds than to any other. */
export const CLASSIC_SEEDS: Record<string, Vec[]> = {
  alaska: [
    [-152, 64],
    [-160, 60],
    [-135, 58],
  ],
  northwest_territory: [
    [-120, 65],
    [-100, 68],
    [-135, 64],
  ],
  greenland: [
    [-42, 72],
    [-45, 64],
  ],
  alberta: [
    [-116, 55],
    [-125, 58],
  ],
  ontario: [
    [-88, 52],
    [-95, 56],
    [-72, 68],
  ],
  quebec: [
    [-72, 52],
    [-63, 53],
  ],
  western_united_states: [
    [-115, 42],
    [-105, 40],
    [-118, 36],
  ],
  eastern_united_states: [
    [-85, 37],
    [-80, 33],
    [-90, 42],
  ],
  central_america: [
    [-100, 22],
    [-88, 15],
    [-106, 28],
    [-80, 8.5],
  ],
  venezuela: [
    [-66, 7],
    [-74, 5],
  ],
  peru: [
    [-75, -10],
    [-66, -17],
  ],
  brazil: [
    [-50, -8],
    [-45, -15],
    [-60, -5],
  ],
  argentina: [
    [-65, -35],
    [-70, -45],
  ],
  iceland: [[-19, 65]],
  scandinavia: [
    [15, 63],
    [25, 66],
  ],
  great_britain: [[-2, 53]],
  northern_europe: [
    [13, 52],
    [20, 52],
  ],
  western_europe: [
    [2, 46],
    [-4, 40],
  ],
  southern_europe: [
    [13, 43],
    [22, 41],
  ],
  ukraine: [
    [33, 52],
    [42, 57],
    [45, 48],
  ],
  north_africa: [
    [0, 25],
    [-8, 20],
    [12, 16],
  ],
  egypt: [
    [30, 26],
    [22, 26],
  ],
  east_africa: [
    [38, 5],
    [35, -5],
    [30, 12],
  ],
  congo: [
    [20, 0],
    [15, -5],
  ],
  south_africa: [
    [25, -28],
    [20, -20],
    [32, -18],
  ],
  madagascar: [[47, -19]],
  ural: [
    [62, 58],
    [65, 65],
    [72, 55],
    [80, 47],
  ],
  siberia: [
    [90, 65],
    [85, 72],
    [88, 55],
    [88, 50],
  ],
  yakutsk: [
    [125, 66],
    [118, 60],
  ],
  kamchatka: [
    [160, 60],
    [170, 66],
    [150, 62],
    [135, 50],
  ],
  irkutsk: [
    [105, 57],
    [120, 54],
  ],
  mongolia: [
    [103, 47],
    [115, 47],
    [125, 45],
    [127, 38],
  ],
  japan: [
    [138, 37],
    [142, 43],
  ],
  afghanistan: [
    [66, 40],
    [68, 34],
    [58, 45],
  ],
  china: [
    [105, 33],
    [90, 35],
    [115, 28],
    [84, 42],
  ],
  middle_east: [
    [45, 28],
    [40, 35],
    [53, 32],
    [33, 39],
    [60, 28],
  ],
  india: [
    [78, 22],
    [77, 14],
    [70, 28],
    [90, 24],
  ],
  siam: [
    [102, 15],
    [106, 20],
    [97, 20],
  ],
  indonesia: [
    [113, -1],
    [102, 0],
    [120, -3],
  ],
  new_guinea: [[143, -6]],
  western_australia: [
    [122, -25],
    [130, -20],
  ],
  eastern_australia: [
    [145, -28],
    [140, -20],
  ],
};

/** Mercator scaled to the image width, the cut at the left edge, latitude -57 at the bottom. */
export function classicProjection() {
  const scale = CLASSIC_WIDTH / (2 * Math.PI);
  const south = scale * Math.log(Math.tan(Math.PI / 4 + (SOUTH_LATITUDE * Math.PI) / 360));
  return geoMercator()
    .rotate([-(CUT_LONGITUDE + 180), 0])
    .scale(scale)
    .translate([CLASSIC_WIDTH / 2, CLASSIC_HEIGHT + south]);
}

/** The projected land as rings of pixels (d3 cuts the polygons at the antimeridian for us). */
function landRings(): Vec[][] {
  const topology = landTopology as unknown as Topology<{ land: GeometryCollection }>;
  const path = geoPath(classicProjection())(feature(topology, topology.objects.land)) ?? '';
  return path
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z/g, '')
        .split('L')
        .map((pair): Vec => {
          const [x = 0, y = 0] = pair.split(',').map(Number);
          return [x, y];
        }),
    );
}

/** Even-odd scanline fill of the rings, sampled at each cell centre. */
function landMask(mesh: Mesh, rings: Vec[][]): Uint8Array {
  const rows: number[][] = Array.from({ length: CLASSIC_HEIGHT }, () => []);
  for (const ring of rings) {
    ring.forEach(([x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length] ?? [x1, y1];
      const top = Math.ceil(Math.min(y1, y2) - 0.5);
      const bottom = Math.ceil(Math.max(y1, y2) - 0.5);
      for (let row = Math.max(0, top); row < Math.min(CLASSIC_HEIGHT, bottom); row++) {
        const y = row + 0.5;
        rows[row]?.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
      }
    });
  }
  for (const crossings of rows) crossings.sort((a, b) => a - b);
  return Uint8Array.from(mesh.centres, ([x, y]) => {
    const crossings = rows[Math.min(CLASSIC_HEIGHT - 1, Math.floor(y))] ?? [];
    return crossings.filter((c) => c < x).length % 2;
  });
}

/** The classic file with outlines, anchors and image size computed from the real land. */
export function withWorldGeometry(file: MapFile): MapFile {
  const projection = classicProjection();
  const mesh = buildMesh(CLASSIC_WIDTH, CLASSIC_HEIGHT, 4, seedRng(42));
  const land = landMask(mesh, landRings());
  const nearestCell = (p: Vec): number => nearestLandCell(mesh, land, projection(p) ?? [0, 0]);
  const seeds = file.territories.flatMap((t, label) =>
    (CLASSIC_SEEDS[t.key] ?? []).map((lonLat) => ({ cell: nearestCell(lonLat), label })),
  );
  const owner = grow(mesh, seeds, (c) => land[c] === 1).label;
  claimIslands(mesh, land, owner);
  const shapes = territoryShapes(mesh, owner, file.territories.length);
  return {
    ...file,
    width: CLASSIC_WIDTH,
    height: CLASSIC_HEIGHT,
    territories: file.territories.map((t, i) => ({
      key: t.key,
      name: t.name,
      x: shapes.anchors[i]?.[0] ?? t.x,
      y: shapes.anchors[i]?.[1] ?? t.y,
      outline: (shapes.outlines[i] ?? []).map((ring) =>
        ring.map(([x, y]): [number, number] => [x, y]),
      ),
    })),
  };
}

function nearestLandCell(mesh: Mesh, land: Uint8Array, [x, y]: Vec): number {
  let best = -1;
  let bestDistance = Infinity;
  mesh.centres.forEach(([cx, cy], c) => {
    const d = (cx - x) ** 2 + (cy - y) ** 2;
    if (land[c] === 1 && d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  });
  return best;
}

/** Islands without a seed join the territory nearest across the water, or are left out if far from all. */
function claimIslands(mesh: Mesh, land: Uint8Array, owner: Int32Array): void {
  const owned = [...owner.keys()].filter((c) => (owner[c] ?? -1) >= 0);
  const reach = grow(
    mesh,
    owned.map((cell) => ({ cell, label: owner[cell] ?? 0 })),
    () => true,
    90,
  );
  for (const island of components(mesh, (c) => land[c] === 1 && (owner[c] ?? -1) < 0)) {
    const label = reach.label[island[0] ?? 0] ?? -1;
    for (const c of island) owner[c] = island.length >= 3 ? label : -1;
  }
}
