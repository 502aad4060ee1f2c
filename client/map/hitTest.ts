/**
 * Which territory a tap means, at a point of the map (large-image pixels), given where the disc
 * layout draws the discs. A tap on a disc (within ON_DISC_SLOP_PX of its edge, however small the
 * disc: a fitted 400-territory map on a phone has discs a few pixels wide) means that disc when
 * no other disc is about as near: the tap is clearly closer to it. Else the discs within a
 * finger's reach (FINGER_RADIUS_PX of the tap, DESIGN §7's 44 px target) count: one means it,
 * several are a choice the player makes (the play screen lists them) rather than a guess. A tap
 * that reaches no disc means the land it falls on, if any.
 */
import type { MapPoint } from '../../shared/protocol/maps';
import type { DiscLayout } from './discLayout';
import type { MapView } from './viewModel';

/** Half a fingertip's width on screen (CSS px). */
export const FINGER_RADIUS_PX = 22;
/** A disc at least this large on screen (radius, CSS px) is aimed at when hit squarely. */
export const AIMED_DISC_RADIUS_PX = 10;
/** A tap this close (screen px) outside a disc's edge is still on it. */
export const ON_DISC_SLOP_PX = 4;
/**
 * A tap on a disc means it when every other disc is at least this much farther (screen px): a
 * tap about halfway between two discs is truly ambiguous, and offers the choice.
 */
export const CLEARLY_NEARER_PX = 4;
/** The most territories a choice lists: the nearest ones. */
export const MAX_CHOICES = 6;

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

/** What a tap means: one territory, a choice between a few (nearest first), or nothing. */
export type TapMeaning =
  { kind: 'one'; id: number } | { kind: 'choice'; ids: number[] } | { kind: 'none' };

/** The meaning of a tap at `p` (map px) for a camera at `zoom` with the discs as `layout` has them. */
export function resolveTap(
  view: MapView,
  layout: DiscLayout,
  p: MapPoint,
  zoom: number,
): TapMeaning {
  const near: { id: number; distance: number; radius: number }[] = [];
  view.territories.forEach((t, i) => {
    const disc = layout.discs[i];
    if (!disc) return;
    const distance = Math.hypot(disc.x - p.x, disc.y - p.y) * zoom;
    if (distance <= Math.max(FINGER_RADIUS_PX, disc.radius)) {
      near.push({ id: t.id, distance, radius: disc.radius });
    }
  });
  near.sort((a, b) => a.distance - b.distance);
  const nearest = near[0];
  if (nearest && (near.length === 1 || aimedAt(nearest) || onDisc(nearest, near[1]))) {
    return { kind: 'one', id: nearest.id };
  }
  if (nearest) return { kind: 'choice', ids: near.slice(0, MAX_CHOICES).map((n) => n.id) };
  const land = view.territories.find((t) => insideRings(p, t.outline));
  return land ? { kind: 'one', id: land.id } : { kind: 'none' };
}

/** Whether a tap at `distance` from a disc's centre is squarely on a disc large enough to aim at. */
function aimedAt(hit: { distance: number; radius: number }): boolean {
  return hit.radius >= AIMED_DISC_RADIUS_PX && hit.distance <= hit.radius;
}

/** Whether a tap is on the nearest disc and clearly nearer to it than to the next one. */
function onDisc(
  hit: { distance: number; radius: number },
  next: { distance: number } | undefined,
): boolean {
  if (hit.distance > hit.radius + ON_DISC_SLOP_PX) return false;
  return !next || next.distance - hit.distance >= CLEARLY_NEARER_PX;
}

/** The territory a tap means, taking the nearest disc where there is a choice (the editors). */
export function territoryAt(
  view: MapView,
  layout: DiscLayout,
  p: MapPoint,
  zoom: number,
): number | null {
  const meaning = resolveTap(view, layout, p, zoom);
  if (meaning.kind === 'one') return meaning.id;
  return meaning.kind === 'choice' ? (meaning.ids[0] ?? null) : null;
}
