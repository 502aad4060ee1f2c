import type { MapTerritory, Point, Ring } from './types';

/** A ring's points, in order. */
export function ringPoints(ring: Ring): Point[] {
  const points: Point[] = [];
  for (let i = 0; i + 1 < ring.length; i += 2) points.push({ x: ring[i]!, y: ring[i + 1]! });
  return points;
}

/** A territory's outline as polygons of points; none for a territory without one. */
export const outlinePoints = (territory: MapTerritory | undefined): Point[][] =>
  (territory?.outline ?? []).map(ringPoints);
