/**
 * The map canvas's territory layers brought from the view drawn last to the next one, redrawing
 * only what looks different: a replay's jump used to clear and rebuild every tint, pin, text and
 * line of the map, and the frame after it waited for all of that to be triangulated, rasterised
 * and uploaded again.
 */
import type { Container, Graphics } from 'pixi.js';
import { drawAdjacencies, drawSelection, updateDiscs } from './layers';
import type { MapView } from './viewModel';

/** The owners' tints (see tintedPicture.ts): repainted where a territory changed hands. */
export interface Tints {
  /** `moved`: the territories' places changed; returns the indices of the tints repainted. */
  repaint(prev: MapView | null, next: MapView, moved: boolean): number[];
}

/** The layers drawn per territory, as MapCanvas keeps them. */
export interface TerritoryLayers {
  tints: Tints;
  selection: Graphics;
  adjacencies: Graphics;
  /** The pins, in render groups (see pins.ts). */
  discs: Container;
}

/** What a repaint redrew: tints and pins by territory index, and whether the two whole-map lines. */
export interface Repainted {
  tints: number[];
  pins: number[];
  selection: boolean;
  adjacencies: boolean;
}

/**
 * Whether the map under the views differs: its size, or a territory's id, anchor, outline or
 * borders. Outlines and borders are compared by identity, as the views share the map's arrays.
 */
export function placesChanged(prev: MapView, next: MapView): boolean {
  if (
    prev.width !== next.width ||
    prev.height !== next.height ||
    prev.territories.length !== next.territories.length
  )
    return true;
  return next.territories.some((t, i) => {
    const before = prev.territories[i]!;
    return (
      before.id !== t.id ||
      before.x !== t.x ||
      before.y !== t.y ||
      before.outline !== t.outline ||
      before.adjacencies !== t.adjacencies
    );
  });
}

/** Brings `layers`, drawn for `prev` (null: nothing drawn yet), in line with `next`. */
export function repaintTerritories(
  layers: TerritoryLayers,
  prev: MapView | null,
  next: MapView,
): Repainted {
  const moved = prev === null || placesChanged(prev, next);
  const adjacencies = moved || prev.showAdjacencies !== next.showAdjacencies;
  if (adjacencies) drawAdjacencies(layers.adjacencies, next);
  const selection = moved || (prev.selected ?? null) !== (next.selected ?? null);
  if (selection) drawSelection(layers.selection, next);
  return {
    tints: layers.tints.repaint(prev, next, moved),
    pins: updateDiscs(layers.discs, prev, next),
    selection,
    adjacencies,
  };
}
