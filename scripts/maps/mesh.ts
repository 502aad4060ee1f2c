/**
 * The fine Voronoi mesh that every map is cut from: many small cells, each later given an owner
 * (a territory, neutral land or sea). Territories are unions of cells, so they tile the land with
 * no gaps and their shared borders are exactly the same polylines on both sides.
 */
import { Delaunay } from 'd3-delaunay';
import { nextFloat, type RngState } from '../../shared/engine';

export type Vec = [number, number];

export interface Mesh {
  width: number;
  height: number;
  /** Average distance between neighbouring cell centres. */
  spacing: number;
  /** Cell centres. */
  centres: Vec[];
  /** Neighbouring cells (sharing an edge). */
  neighbours: number[][];
  /** Each cell's polygon, all with a positive shoelace area, not closed (first point not repeated). */
  polygons: Vec[][];
}

/** Points on a jittered grid; with `mirror`, the right half is the left half reflected. */
function jitteredPoints(
  width: number,
  height: number,
  spacing: number,
  rng: RngState,
  mirror: boolean,
): Vec[] {
  const cols = Math.ceil(width / spacing);
  const rows = Math.ceil(height / spacing);
  const points: Vec[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = (c + 0.5 + (nextFloat(rng) - 0.5) * 0.8) * (width / cols);
      const y = (r + 0.5 + (nextFloat(rng) - 0.5) * 0.8) * (height / rows);
      if (!mirror) points.push([x, y]);
      else if (x < width / 2 - spacing * 0.25) points.push([x, y], [width - x, y]);
    }
  }
  return points;
}

function signedArea(ring: Vec[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Vec;
    const [x2, y2] = ring[(i + 1) % ring.length] as Vec;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** A Voronoi mesh over width x height with cells about `spacing` apart. */
export function buildMesh(
  width: number,
  height: number,
  spacing: number,
  rng: RngState,
  mirror = false,
): Mesh {
  const centres = jitteredPoints(width, height, spacing, rng, mirror);
  const voronoi = Delaunay.from(centres).voronoi([0, 0, width, height]);
  const polygons: Vec[][] = [];
  const neighbours: number[][] = [];
  for (let i = 0; i < centres.length; i++) {
    const closed = (voronoi.cellPolygon(i) ?? []) as Vec[];
    const ring = closed.slice(0, -1).map(([x, y]): Vec => [x, y]);
    polygons.push(signedArea(ring) < 0 ? ring.reverse() : ring);
    neighbours.push([...voronoi.neighbors(i)]);
  }
  return { width, height, spacing, centres, neighbours, polygons };
}

/** Connected groups of cells for which `member` holds (4-connectivity through the mesh). */
export function components(mesh: Mesh, member: (cell: number) => boolean): number[][] {
  const seen = new Uint8Array(mesh.centres.length);
  const groups: number[][] = [];
  for (let start = 0; start < mesh.centres.length; start++) {
    if (seen[start] || !member(start)) continue;
    seen[start] = 1;
    const group = [start];
    for (let head = 0; head < group.length; head++) {
      for (const next of mesh.neighbours[group[head] ?? 0] ?? []) {
        if (seen[next] || !member(next)) continue;
        seen[next] = 1;
        group.push(next);
      }
    }
    groups.push(group);
  }
  return groups;
}

/** Whether a cell touches the edge of the image. */
export function onImageEdge(mesh: Mesh, cell: number): boolean {
  return (mesh.polygons[cell] ?? []).some(
    ([x, y]) => x <= 0.001 || y <= 0.001 || x >= mesh.width - 0.001 || y >= mesh.height - 0.001,
  );
}
