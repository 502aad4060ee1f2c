/**
 * Discs, counts, rings and dice are drawn in map pixels around each territory's anchor, then
 * scaled against the camera so they keep a readable size on screen: a fitted map of 1800 px shown
 * 700 px wide would otherwise draw a 26 px disc 10 px wide with a 5 px count.
 */

/** A troop disc's radius in map pixels at marker scale 1. */
export const DISC_RADIUS = 13;

/** The disc's radius on screen (CSS pixels) stays within these, whatever the zoom. */
export const MIN_DISC_SCREEN_RADIUS = 12;
export const MAX_DISC_SCREEN_RADIUS = 22;

/** Screen pixels kept free around a fitted map, so a disc on an edge anchor shows whole, ringed. */
export const FIT_PADDING = MAX_DISC_SCREEN_RADIUS + 8;

/** The map pictures name their territories legibly from this zoom up; below it the canvas does. */
export const PICTURE_NAMES_LEGIBLE_ZOOM = 0.8;

/**
 * Below this zoom (a whole world map on a phone) the canvas draws no names: at their readable
 * size they would pile on top of each other. One press of the zoom button brings them back.
 */
export const CANVAS_NAMES_MIN_ZOOM = 0.25;

/** Whether the canvas draws names at `zoom`, for a view naming them only while the picture cannot. */
export function canvasNamesShown(zoom: number): boolean {
  return zoom >= CANVAS_NAMES_MIN_ZOOM && zoom < PICTURE_NAMES_LEGIBLE_ZOOM;
}

/**
 * On a crowded map shown small (a 400-territory world on a phone) the discs give up their minimum
 * and take this share of the typical distance between anchors, so they do not pile into mush...
 */
export const CROWDED_SHARE = 0.45;
/** ...down to dots of this radius, which still show who holds what. */
export const CROWDED_DISC_SCREEN_RADIUS = 3;
/** Troop counts show on discs at least this large on screen; smaller ones are coloured dots. */
export const COUNT_MIN_SCREEN_RADIUS = 6;

/**
 * The factor markers are enlarged (or shrunk) by in map pixels at `zoom` (screen px per map px);
 * `spacing` is the map's typical distance between anchors (see anchorSpacing), if known.
 */
export function markerScale(zoom: number, spacing = Infinity): number {
  const onScreen = DISC_RADIUS * zoom;
  const room = Math.max(CROWDED_DISC_SCREEN_RADIUS, spacing * zoom * CROWDED_SHARE);
  const least = Math.min(MIN_DISC_SCREEN_RADIUS, room);
  const kept = Math.min(MAX_DISC_SCREEN_RADIUS, Math.max(least, onScreen));
  return kept / onScreen;
}

/** The median distance from an anchor to its nearest neighbour (map px): how crowded a map is. */
export function anchorSpacing(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return Infinity;
  const nearest = points.map((a) => {
    let best = Infinity;
    for (const b of points) {
      if (b !== a) best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
    }
    return best;
  });
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)] ?? Infinity;
}
