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

/**
 * The same on a phone, where the fitted map's discs are at most MIN_DISC_SCREEN_RADIUS (a
 * whole map in 390 px is below the zoom that enlarges them) and every pixel of width counts:
 * the 400-territory map gets 18 % more room than with FIT_PADDING.
 */
export const PHONE_FIT_PADDING = MIN_DISC_SCREEN_RADIUS + 4;

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

/** Troop counts show on discs at least this large on screen; smaller ones are coloured dots. */
export const COUNT_MIN_SCREEN_RADIUS = 6;

/**
 * The factor markers are enlarged (or shrunk) by in map pixels at `zoom` (screen px per map px),
 * where there is room; on a crowded map the disc layout (discLayout.ts) makes them smaller.
 */
export function markerScale(zoom: number): number {
  const onScreen = DISC_RADIUS * zoom;
  const kept = Math.min(MAX_DISC_SCREEN_RADIUS, Math.max(MIN_DISC_SCREEN_RADIUS, onScreen));
  return kept / onScreen;
}
