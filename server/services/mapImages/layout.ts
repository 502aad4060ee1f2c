/**
 * What the map image needs beyond the map data: which borders cross water (drawn as sea lanes),
 * which outline segments are coast or region borders, and region tints no two neighbours share.
 */
import { outlinePoints } from '../../../shared/maps/outline.js';
import type { GameMap, Point, TerritoryId } from '../../../shared/maps/types.js';

export type Segment = [Point, Point];

/** A sea lane: a dashed line from coast to coast; a lane across the image edge is drawn as two stubs. */
export interface SeaLane {
  from: TerritoryId;
  to: TerritoryId;
  lines: Segment[];
}

const pointKey = (p: Point): string => `${p.x},${p.y}`;
const segmentKey = (a: Point, b: Point): string => [pointKey(a), pointKey(b)].sort().join('|');

function segmentsOf(map: GameMap, id: TerritoryId): Segment[] {
  const rings = outlinePoints(map.territories[id - 1]);
  return rings.flatMap((ring) =>
    ring.map((p, i): Segment => [p, ring[(i + 1) % ring.length] ?? p]),
  );
}

/** Which territories own each outline segment (shared borders have exactly the same points on both sides). */
function segmentOwners(map: GameMap): Map<string, TerritoryId[]> {
  const owners = new Map<string, TerritoryId[]>();
  for (const t of map.territories) {
    for (const [a, b] of segmentsOf(map, t.id)) {
      const key = segmentKey(a, b);
      owners.set(key, [...(owners.get(key) ?? []), t.id]);
    }
  }
  return owners;
}

/** Coast segments (one owner) and region-border segments (owners in different regions). */
export function classifySegments(map: GameMap): { coast: Segment[]; regionBorders: Segment[] } {
  const owners = segmentOwners(map);
  const coast: Segment[] = [];
  const regionBorders: Segment[] = [];
  const seen = new Set<string>();
  for (const t of map.territories) {
    for (const [a, b] of segmentsOf(map, t.id)) {
      const key = segmentKey(a, b);
      if (seen.has(key)) continue;
      seen.add(key);
      const ids = owners.get(key) ?? [];
      if (ids.length === 1) coast.push([a, b]);
      else if (new Set(ids.map((id) => map.territories[id - 1]?.region)).size > 1)
        regionBorders.push([a, b]);
    }
  }
  return { coast, regionBorders };
}

/** Pairs of territories whose outlines share a segment. */
function touchingPairs(map: GameMap): Set<string> {
  const pairs = new Set<string>();
  for (const ids of segmentOwners(map).values()) {
    for (const a of ids) for (const b of ids) if (a < b) pairs.add(`${a},${b}`);
  }
  return pairs;
}

function closestPoints(a: Point[], b: Point[]): Segment {
  let best: Segment = [a[0] ?? { x: 0, y: 0 }, b[0] ?? { x: 0, y: 0 }];
  let bestDistance = Infinity;
  for (const p of a) {
    for (const q of b) {
      const d = (p.x - q.x) ** 2 + (p.y - q.y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = [p, q];
      }
    }
  }
  return best;
}

/** The outline point nearest to the left (or right) image edge, and a stub from it to the edge. */
function edgeStub(points: Point[], toRight: boolean, width: number): Segment {
  const start = points.reduce(
    (best, p) => ((toRight ? p.x > best.x : p.x < best.x) ? p : best),
    points[0] ?? { x: 0, y: 0 },
  );
  return [start, { x: toRight ? width : 0, y: start.y }];
}

/** Borders without a shared outline, drawn as lanes; a pair more than half the width apart wraps around. */
export function seaLanes(map: GameMap): SeaLane[] {
  const touching = touchingPairs(map);
  const lanes: SeaLane[] = [];
  const pointsOf = (id: TerritoryId): Point[] => outlinePoints(map.territories[id - 1]).flat();
  for (const t of map.territories) {
    for (const n of t.adjacencies) {
      const other = map.territories[n - 1];
      if (n < t.id || !other || touching.has(`${t.id},${n}`)) continue;
      const a = pointsOf(t.id);
      const b = pointsOf(n);
      if (a.length === 0 || b.length === 0) continue;
      const wraps = Math.abs(t.x - other.x) > map.width / 2;
      const lines = wraps
        ? [edgeStub(a, t.x > other.x, map.width), edgeStub(b, other.x > t.x, map.width)]
        : [closestPoints(a, b)];
      lanes.push({ from: t.id, to: n, lines });
    }
  }
  return lanes;
}

const TINTS = [
  '#d8c48f',
  '#a9c98b',
  '#dba27a',
  '#b3a9d4',
  '#8fc2b2',
  '#e0cd73',
  '#cf9aa5',
  '#9dbbd8',
  '#c3d394',
  '#d9afcf',
  '#cfae84',
  '#a3cccb',
];

/** A tint per region, greedy so neighbouring regions differ. */
export function regionTints(map: GameMap): string[] {
  const neighbours = map.regions.map(() => new Set<number>());
  for (const t of map.territories) {
    for (const n of t.adjacencies) {
      const other = map.territories[n - 1]?.region ?? t.region;
      if (other !== t.region) neighbours[t.region - 1]?.add(other - 1);
    }
  }
  const tints: number[] = [];
  map.regions.forEach((_, r) => {
    const taken = new Set([...(neighbours[r] ?? [])].map((n) => tints[n]));
    const free = TINTS.findIndex((_, i) => !taken.has((i + r) % TINTS.length));
    tints[r] = free < 0 ? r % TINTS.length : (free + r) % TINTS.length;
  });
  return tints.map((i) => TINTS[i] ?? '#cccccc');
}
