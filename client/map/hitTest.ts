/**
 * Which territory a tap means, at a point of the map (large-image pixels). Inside an outline wins;
 * otherwise the nearest disc (as large as drawn at that zoom) within a radius never under 20 screen pixels, so a tap target is at
 * least 40 px wide at any zoom (DESIGN §7).
 */
import type { MapPoint } from '../../shared/protocol/maps';
import { DISC_RADIUS, markerScale } from './markerScale';
import type { MapView } from './viewModel';

export const MIN_TAP_RADIUS_PX = 20;

/** Even-odd test over all rings, so holes and islands both work. */
export function insideRings(p: MapPoint, rings: MapPoint[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] ?? p;
      const b = ring[j] ?? p;
      const crosses = a.y > p.y !== b.y > p.y;
      if (crosses && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

/** The territory under the point for a camera at `zoom` (screen pixels per map pixel), or null. */
export function territoryAt(view: MapView, p: MapPoint, zoom: number): number | null {
  const inside = view.territories.find((t) => insideRings(p, t.outline));
  if (inside) return inside.id;
  const radius = Math.max(DISC_RADIUS * markerScale(zoom), MIN_TAP_RADIUS_PX / zoom);
  let best: { id: number; distance: number } | null = null;
  for (const t of view.territories) {
    const distance = Math.hypot(t.x - p.x, t.y - p.y);
    if (distance <= radius && (!best || distance < best.distance)) best = { id: t.id, distance };
  }
  return best?.id ?? null;
}
