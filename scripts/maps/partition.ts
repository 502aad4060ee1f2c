/** Cutting land cells into territories: geodesic growth from seeds, Lloyd relaxation, inland anchors. */
import type { Mesh, Vec } from './mesh.js';

/** A binary min-heap of cells keyed by distance. */
class CellHeap {
  private cells: number[] = [];
  private keys: number[] = [];

  get size(): number {
    return this.cells.length;
  }

  push(cell: number, key: number): void {
    let i = this.cells.length;
    this.cells.push(cell);
    this.keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] ?? 0) <= key) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): [number, number] {
    const top: [number, number] = [this.cells[0] ?? -1, this.keys[0] ?? 0];
    const lastCell = this.cells.pop() ?? -1;
    const lastKey = this.keys.pop() ?? 0;
    if (this.cells.length > 0) {
      this.cells[0] = lastCell;
      this.keys[0] = lastKey;
      this.sinkFromTop();
    }
    return top;
  }

  private sinkFromTop(): void {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.keys.length && (this.keys[l] ?? 0) < (this.keys[m] ?? 0)) m = l;
      if (r < this.keys.length && (this.keys[r] ?? 0) < (this.keys[m] ?? 0)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }

  private swap(a: number, b: number): void {
    [this.cells[a], this.cells[b]] = [this.cells[b] ?? 0, this.cells[a] ?? 0];
    [this.keys[a], this.keys[b]] = [this.keys[b] ?? 0, this.keys[a] ?? 0];
  }
}

const distance = (a: Vec, b: Vec): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

export interface Growth {
  /** The label of the nearest seed, or -1 where no seed reaches. */
  label: Int32Array;
  /** Path length to that seed. */
  distance: Float64Array;
}

/**
 * Multi-source Dijkstra over the mesh: each passable cell takes the label of the seed nearest along
 * passable cells, so territories grow over land and never jump a strait.
 */
export function grow(
  mesh: Mesh,
  seeds: { cell: number; label: number }[],
  passable: (cell: number) => boolean,
  maxDistance = Infinity,
): Growth {
  const label = new Int32Array(mesh.centres.length).fill(-1);
  const dist = new Float64Array(mesh.centres.length).fill(Infinity);
  const heap = new CellHeap();
  for (const seed of seeds) {
    dist[seed.cell] = 0;
    label[seed.cell] = seed.label;
    heap.push(seed.cell, 0);
  }
  while (heap.size > 0) {
    const [cell, d] = heap.pop();
    if (d > (dist[cell] ?? Infinity)) continue;
    const here = mesh.centres[cell] ?? [0, 0];
    for (const next of mesh.neighbours[cell] ?? []) {
      if (!passable(next)) continue;
      const nd = d + distance(here, mesh.centres[next] ?? [0, 0]);
      if (nd >= (dist[next] ?? Infinity) || nd > maxDistance) continue;
      dist[next] = nd;
      label[next] = label[cell] ?? -1;
      heap.push(next, nd);
    }
  }
  return { label, distance: dist };
}

/** The cell of `cells` nearest to their mean position (a centre that is always on the land). */
export function centralCell(mesh: Mesh, cells: number[]): number {
  let sx = 0;
  let sy = 0;
  for (const c of cells) {
    sx += mesh.centres[c]?.[0] ?? 0;
    sy += mesh.centres[c]?.[1] ?? 0;
  }
  const mean: Vec = [sx / cells.length, sy / cells.length];
  let best = cells[0] ?? 0;
  for (const c of cells) {
    if (distance(mesh.centres[c] ?? mean, mean) < distance(mesh.centres[best] ?? mean, mean))
      best = c;
  }
  return best;
}

/**
 * Lloyd relaxation on the mesh: grow from the seeds, move each seed to the middle of what it got,
 * repeat. Gives compact territories of similar size.
 */
export function relax(
  mesh: Mesh,
  seeds: number[],
  passable: (cell: number) => boolean,
  rounds: number,
): Growth {
  let current = seeds;
  let growth = grow(
    mesh,
    current.map((cell, label) => ({ cell, label })),
    passable,
  );
  for (let round = 0; round < rounds; round++) {
    const members: number[][] = current.map(() => []);
    growth.label.forEach((l, cell) => {
      if (l >= 0) members[l]?.push(cell);
    });
    current = members.map((cells, l) =>
      cells.length > 0 ? centralCell(mesh, cells) : (current[l] ?? 0),
    );
    growth = grow(
      mesh,
      current.map((cell, label) => ({ cell, label })),
      passable,
    );
  }
  return growth;
}

/**
 * Per owner, the cell farthest from its border (where the troop disc and the name fit best):
 * a Dijkstra inward from every cell that touches another owner.
 */
export function inlandCells(mesh: Mesh, owner: Int32Array, owners: number): number[] {
  const edgeSeeds: { cell: number; label: number }[] = [];
  owner.forEach((own, cell) => {
    if (own < 0) return;
    const onBorder = (mesh.neighbours[cell] ?? []).some((n) => owner[n] !== own);
    if (onBorder || (mesh.neighbours[cell]?.length ?? 0) < 3) edgeSeeds.push({ cell, label: own });
  });
  const inward = grow(mesh, edgeSeeds, (cell) => (owner[cell] ?? -1) >= 0);
  const best = new Array<number>(owners).fill(-1);
  owner.forEach((own, cell) => {
    if (own < 0) return;
    const current = best[own] ?? -1;
    if (current < 0 || (inward.distance[cell] ?? 0) > (inward.distance[current] ?? 0))
      best[own] = cell;
  });
  return best;
}
