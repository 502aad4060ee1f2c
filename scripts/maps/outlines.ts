/**
 * Territory outlines traced from an owned mesh. Boundaries are split into arcs at junctions
 * (where three owners meet, or the image edge), and each arc is smoothed and simplified once,
 * so the two territories on either side of a border get exactly the same curve: no slivers, no gaps.
 */
import type { Mesh, Vec } from './mesh.js';

/** Owner of cells outside the image. */
const OUTSIDE = -100;

export interface Outlines {
  /** Rings per owner (only owners >= 0 or the neutral-land owner), in image pixels. */
  rings: Map<number, Vec[][]>;
  /** Length of the shared boundary between two owners >= 0, keyed "a,b" with a < b. */
  sharedLength: Map<string, number>;
}

export interface TraceOptions {
  /** Owners that get no rings (the sea). */
  background: number;
  /** Corner-cutting rounds (Chaikin); each doubles the points before simplification. */
  smoothing: number;
  /** Douglas-Peucker tolerance in pixels. */
  tolerance: number;
}

interface Topology {
  coords: Vec[];
  /** Each cell's ring as vertex ids. */
  cellVertices: number[][];
  /** Cell on the far side of the directed edge a->b of a cell, keyed by the unordered pair. */
  edgeCells: Map<number, number[]>;
  vertexCount: number;
}

function buildTopology(mesh: Mesh): Topology {
  const ids = new Map<string, number>();
  const coords: Vec[] = [];
  const idOf = ([x, y]: Vec): number => {
    const key = `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = coords.length;
      ids.set(key, id);
      coords.push([x, y]);
    }
    return id;
  };
  const cellVertices = mesh.polygons.map((ring) => ring.map(idOf));
  const vertexCount = coords.length;
  const edgeCells = new Map<number, number[]>();
  cellVertices.forEach((ring, cell) => {
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length] ?? a;
      const key = Math.min(a, b) * vertexCount + Math.max(a, b);
      edgeCells.set(key, [...(edgeCells.get(key) ?? []), cell]);
    });
  });
  return { coords, cellVertices, edgeCells, vertexCount };
}

/** Traces every owner's rings and the shared border lengths between owners. */
export function traceOutlines(mesh: Mesh, owner: Int32Array, options: TraceOptions): Outlines {
  const topo = buildTopology(mesh);
  const ownerAcross = (cell: number, a: number, b: number): number => {
    const key = Math.min(a, b) * topo.vertexCount + Math.max(a, b);
    const other = (topo.edgeCells.get(key) ?? []).find((c) => c !== cell);
    return other === undefined ? OUTSIDE : (owner[other] ?? OUTSIDE);
  };
  const vertexOwners = new Map<number, Set<number>>();
  const outgoing = new Map<number, Map<number, number[]>>();
  const sharedLength = new Map<string, number>();
  topo.cellVertices.forEach((ring, cell) => {
    const own = owner[cell] ?? OUTSIDE;
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length] ?? a;
      const across = ownerAcross(cell, a, b);
      for (const v of [a, b]) {
        const set = vertexOwners.get(v) ?? new Set<number>();
        set.add(own).add(across);
        vertexOwners.set(v, set);
      }
      if (across === own || own === options.background) return;
      const edges = outgoing.get(own) ?? new Map<number, number[]>();
      edges.set(a, [...(edges.get(a) ?? []), b]);
      outgoing.set(own, edges);
      if (own >= 0 && across >= 0 && own < across)
        addLength(sharedLength, own, across, topo.coords, a, b);
    });
  });
  const isJunction = (v: number): boolean => (vertexOwners.get(v)?.size ?? 0) >= 3;
  const arcs = new ArcCache(topo.coords, options);
  const rings = new Map<number, Vec[][]>();
  for (const [own, edges] of outgoing) {
    const traced = chainRings(edges).map((ring) => arcs.ring(ring, isJunction));
    rings.set(
      own,
      traced.filter((ring) => ring.length >= 3 && Math.abs(area(ring)) > 4),
    );
  }
  return { rings, sharedLength };
}

function addLength(
  lengths: Map<string, number>,
  a: number,
  b: number,
  coords: Vec[],
  va: number,
  vb: number,
) {
  const [x1, y1] = coords[va] ?? [0, 0];
  const [x2, y2] = coords[vb] ?? [0, 0];
  const key = `${a},${b}`;
  lengths.set(key, (lengths.get(key) ?? 0) + Math.hypot(x2 - x1, y2 - y1));
}

/** Follows directed boundary edges into closed rings of vertex ids. */
function chainRings(edges: Map<number, number[]>): number[][] {
  const rings: number[][] = [];
  for (const [start, targets] of edges) {
    while (targets.length > 0) {
      const ring = [start];
      let at = targets.pop() ?? start;
      while (at !== start) {
        ring.push(at);
        const next = edges.get(at)?.pop();
        if (next === undefined) break;
        at = next;
      }
      rings.push(ring);
    }
  }
  return rings;
}

/** Smooths and simplifies each arc once and hands the same points to both of its sides. */
class ArcCache {
  private done = new Map<string, Vec[]>();
  constructor(
    private coords: Vec[],
    private options: TraceOptions,
  ) {}

  ring(ids: number[], isJunction: (v: number) => boolean): Vec[] {
    const first = ids.findIndex(isJunction);
    if (first < 0) return this.closedLoop(ids);
    const rotated = [...ids.slice(first), ...ids.slice(0, first)];
    const points: Vec[] = [];
    let arc = [rotated[0] ?? 0];
    for (let i = 1; i <= rotated.length; i++) {
      const v = rotated[i % rotated.length] ?? 0;
      arc.push(v);
      if (i === rotated.length || isJunction(v)) {
        points.push(...this.arc(arc).slice(0, -1));
        arc = [v];
      }
    }
    return points;
  }

  private arc(ids: number[]): Vec[] {
    const last = ids.length - 1;
    const reversed =
      (ids[0] ?? 0) > (ids[last] ?? 0) ||
      (ids[0] === ids[last] && (ids[1] ?? 0) > (ids[last - 1] ?? 0));
    const canonical = reversed ? [...ids].reverse() : ids;
    const key = canonical.join(',');
    let points = this.done.get(key);
    if (!points) {
      points = this.process(
        canonical.map((v) => this.coords[v] ?? [0, 0]),
        false,
      );
      this.done.set(key, points);
    }
    return reversed ? [...points].reverse() : points;
  }

  private closedLoop(ids: number[]): Vec[] {
    return this.process(
      ids.map((v) => this.coords[v] ?? [0, 0]),
      true,
    );
  }

  private process(points: Vec[], closed: boolean): Vec[] {
    let line = points;
    for (let i = 0; i < this.options.smoothing; i++) line = chaikin(line, closed);
    const simple = closed
      ? simplifyClosed(line, this.options.tolerance)
      : simplify(line, this.options.tolerance);
    return simple.map(([x, y]): Vec => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
  }
}

/** One round of corner cutting; an open line keeps its end points (the junctions stay put). */
export function chaikin(points: Vec[], closed: boolean): Vec[] {
  const out: Vec[] = closed ? [] : [points[0] ?? [0, 0]];
  const n = closed ? points.length : points.length - 1;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = points[i] ?? [0, 0];
    const [x2, y2] = points[(i + 1) % points.length] ?? [0, 0];
    out.push([0.75 * x1 + 0.25 * x2, 0.75 * y1 + 0.25 * y2]);
    out.push([0.25 * x1 + 0.75 * x2, 0.25 * y1 + 0.75 * y2]);
  }
  if (!closed) out.push(points[points.length - 1] ?? [0, 0]);
  return out;
}

/** Douglas-Peucker on an open line; keeps both ends. */
export function simplify(points: Vec[], tolerance: number): Vec[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() ?? [0, 0];
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance(points[i] ?? [0, 0], points[from] ?? [0, 0], points[to] ?? [0, 0]);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([from, worst], [worst, to]);
  }
  return points.filter((_, i) => keep[i]);
}

function simplifyClosed(points: Vec[], tolerance: number): Vec[] {
  const half = Math.floor(points.length / 2);
  return [
    ...simplify(points.slice(0, half + 1), tolerance).slice(0, -1),
    ...simplify([...points.slice(half), points[0] ?? [0, 0]], tolerance).slice(0, -1),
  ];
}

function segmentDistance([px, py]: Vec, [ax, ay]: Vec, [bx, by]: Vec): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Shoelace area (sign gives the orientation). */
export function area(ring: Vec[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] ?? [0, 0];
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [0, 0];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}
