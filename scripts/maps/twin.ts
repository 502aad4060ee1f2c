/**
 * Team-friendly twin maps: the mesh, the land and the territory seeds are mirrored left to right
 * (generate.ts); here the sea lanes and regions are mirrored too, so both halves play the same.
 */
import type { RngState } from '../../shared/engine';
import type { Vec } from './mesh.js';
import { groupRegions } from './territoryGraph.js';

/** Each territory's mirror image: the territory whose anchor is nearest the reflected anchor. */
export function mirrorIndex(anchors: Vec[], width: number): number[] {
  return anchors.map(([x, y]) => {
    let best = 0;
    anchors.forEach(([ax, ay], i) => {
      const [bx, by] = anchors[best] ?? [0, 0];
      if (Math.hypot(ax - (width - x), ay - y) < Math.hypot(bx - (width - x), by - y)) best = i;
    });
    return best;
  });
}

/** The lanes plus the mirror image of each, without repeats. */
export function mirroredLanes(lanes: [number, number][], mirror: number[]): [number, number][] {
  const seen = new Set<string>();
  const result: [number, number][] = [];
  const both = lanes.flatMap(([a, b]): [number, number][] => [
    [a, b],
    [mirror[a] ?? a, mirror[b] ?? b],
  ]);
  for (const [a, b] of both) {
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    result.push([a, b]);
  }
  return result;
}

/** Regions grouped on the left half and reflected; territories on the axis start in regions of their own. */
export function mirroredRegions(
  landAdjacent: number[][],
  anchors: Vec[],
  width: number,
  mirror: number[],
  regionSize: number,
  rng: RngState,
): number[] {
  const isLeft = (t: number): boolean => (anchors[t]?.[0] ?? 0) < width / 2 && mirror[t] !== t;
  const leftOnly = landAdjacent.map((list, t) => (isLeft(t) ? list.filter(isLeft) : []));
  const grouped = groupRegions(leftOnly, regionSize, rng);
  const offset = grouped.length;
  return grouped.map((region, t) =>
    isLeft(t) || mirror[t] === t ? region : (grouped[mirror[t] ?? t] ?? region) + offset,
  );
}
