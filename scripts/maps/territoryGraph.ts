/** Graph steps over generated territories: sea lanes that join the land masses, and regions. */
import { randInt, type RngState } from '../../shared/engine';
import type { Vec } from './mesh.js';

/** Groups of territories connected through `adjacent` (indices from 0). */
export function graphComponents(adjacent: number[][]): number[][] {
  const seen = new Uint8Array(adjacent.length);
  const groups: number[][] = [];
  for (let start = 0; start < adjacent.length; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    const group = [start];
    for (let head = 0; head < group.length; head++) {
      for (const next of adjacent[group[head] ?? 0] ?? []) {
        if (!seen[next]) {
          seen[next] = 1;
          group.push(next);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

function nearest(a: Vec[], b: Vec[]): number {
  let best = Infinity;
  for (const p of a) for (const q of b) best = Math.min(best, Math.hypot(p[0] - q[0], p[1] - q[1]));
  return best;
}

/**
 * Sea lanes: the shortest crossings that join every land mass into one graph (a spanning tree
 * over the land masses), then up to `extra` more short crossings so islands are not dead ends.
 */
export function seaLanes(
  adjacent: number[][],
  anchors: Vec[],
  coasts: Vec[][],
  extra: number,
): [number, number][] {
  const groups = graphComponents(adjacent);
  const groupOf = new Int32Array(adjacent.length);
  groups.forEach((g, i) => g.forEach((t) => (groupOf[t] = i)));
  const candidates: { a: number; b: number; length: number }[] = [];
  anchors.forEach((here, a) => {
    const others = anchors
      .map((there, b) => ({ b, d: Math.hypot(here[0] - there[0], here[1] - there[1]) }))
      .filter(({ b }) => groupOf[b] !== groupOf[a] && b > a)
      .sort((x, y) => x.d - y.d)
      .slice(0, 6);
    for (const { b } of others)
      candidates.push({ a, b, length: nearest(coasts[a] ?? [], coasts[b] ?? []) });
  });
  candidates.sort((x, y) => x.length - y.length || x.a - y.a || x.b - y.b);
  const parent = groups.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i] ?? i)));
  const lanes: [number, number][] = [];
  const unused: typeof candidates = [];
  for (const c of candidates) {
    const ra = root(groupOf[c.a] ?? 0);
    const rb = root(groupOf[c.b] ?? 0);
    if (ra === rb) unused.push(c);
    else {
      parent[ra] = rb;
      lanes.push([c.a, c.b]);
    }
  }
  const longest = Math.max(0, ...lanes.map(([a, b]) => nearest(coasts[a] ?? [], coasts[b] ?? [])));
  const hasLane = new Set(lanes.flat());
  for (const c of unused) {
    if (lanes.length >= groups.length - 1 + extra || c.length > longest * 1.2) break;
    if (hasLane.has(c.a) || hasLane.has(c.b)) continue;
    lanes.push([c.a, c.b]);
    hasLane.add(c.a).add(c.b);
  }
  return lanes;
}

/**
 * Regions: each land mass is cut into about size / `targetSize` contiguous regions, grown
 * together from seeds spread far apart, the smallest region always growing next (balanced sizes).
 */
export function groupRegions(
  landAdjacent: number[][],
  targetSize: number,
  rng: RngState,
): number[] {
  const regionOf = new Array<number>(landAdjacent.length).fill(-1);
  let next = 0;
  for (const group of graphComponents(landAdjacent)) {
    const count = Math.max(1, Math.round(group.length / targetSize));
    const seeds = spreadSeeds(landAdjacent, group, count, rng);
    const members = seeds.map((s, i) => {
      regionOf[s] = next + i;
      return [s];
    });
    growBalanced(landAdjacent, members, regionOf, next);
    next += count;
  }
  return regionOf;
}

function hopsFrom(adjacent: number[][], from: number[]): Map<number, number> {
  const hops = new Map(from.map((f) => [f, 0]));
  const queue = [...from];
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head] ?? 0;
    for (const n of adjacent[here] ?? []) {
      if (hops.has(n)) continue;
      hops.set(n, (hops.get(here) ?? 0) + 1);
      queue.push(n);
    }
  }
  return hops;
}

function spreadSeeds(
  adjacent: number[][],
  group: number[],
  count: number,
  rng: RngState,
): number[] {
  const seeds = [group[randInt(rng, group.length)] ?? 0];
  while (seeds.length < count) {
    const hops = hopsFrom(adjacent, seeds);
    let far = group[0] ?? 0;
    for (const t of group) if ((hops.get(t) ?? 0) > (hops.get(far) ?? 0)) far = t;
    seeds.push(far);
  }
  return seeds;
}

function growBalanced(
  adjacent: number[][],
  members: number[][],
  regionOf: number[],
  offset: number,
) {
  for (;;) {
    const order = members
      .map((_m, i) => i)
      .sort((a, b) => (members[a]?.length ?? 0) - (members[b]?.length ?? 0));
    let grew = false;
    for (const r of order) {
      const pick = bestCandidate(adjacent, members[r] ?? [], regionOf, offset + r);
      if (pick < 0) continue;
      regionOf[pick] = offset + r;
      members[r]?.push(pick);
      grew = true;
      break;
    }
    if (!grew) return;
  }
}

/** The unclaimed neighbour with the most borders into the region (keeps regions compact). */
function bestCandidate(
  adjacent: number[][],
  members: number[],
  regionOf: number[],
  region: number,
): number {
  let best = -1;
  let bestScore = -1;
  for (const m of members) {
    for (const n of adjacent[m] ?? []) {
      if (regionOf[n] !== -1) continue;
      const score = (adjacent[n] ?? []).filter((x) => regionOf[x] === region).length;
      if (score > bestScore || (score === bestScore && n < best)) {
        best = n;
        bestScore = score;
      }
    }
  }
  return best;
}
