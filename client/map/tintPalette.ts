/**
 * The owners' tints as a palette: one entry per territory, its fill on the first row and its
 * outline on the second (see tintedPicture.ts, which draws the picture and the tints in one pass
 * through it). A new view rewrites the entries of the territories that changed hands, nothing else:
 * a replay's jump used to draw every tint polygon again, and a software renderer spent a third of
 * the frame after it filling them.
 */
import { OUTLINE_DARK } from './names';
import { colorValue, type MapView, type TerritoryView } from './viewModel';

/** Entries per row: territory k (from 0) is entry k + 1, entry 0 is no territory (clear). */
export const PALETTE_WIDTH = 1024;

/** How much of the owner's colour covers an owned territory, and its outline. */
const OWNED = { fill: 0.5, outline: 0.9 } as const;
/** Neutral territories are dimmed rather than washed grey, and have no outline. */
const NEUTRAL_DIM = 0.35;

/** The colour territory `index` is drawn in on the places texture: its entry, and the row. */
export function placeColor(index: number, outline: boolean): number {
  const entry = index + 1;
  return ((entry & 0xff) << 16) | ((outline ? 0xff : 0) << 8) | (entry >> 8);
}

/** A territory's fill and outline as [colour, alpha] (fogged ones keep the bare picture). */
function tintOf(t: TerritoryView): { fill: [number, number]; outline: [number, number] } {
  if (t.color === null) return { fill: [0, 0], outline: [0, 0] };
  if (t.color === 0)
    return { fill: [OUTLINE_DARK, NEUTRAL_DIM], outline: [OUTLINE_DARK, NEUTRAL_DIM] };
  const color = colorValue(t.color);
  return { fill: [color, OWNED.fill], outline: [color, OWNED.outline] };
}

/** The RGBA bytes of the palette, kept in line with the views it is given. */
export class TintPalette {
  readonly data = new Uint8Array(PALETTE_WIDTH * 2 * 4);

  /**
   * Brings the entries written for `prev` (null: none yet) in line with `next`; `moved` (the
   * territories are others) writes them all. Returns the indices of the territories whose
   * entries changed.
   */
  repaint(prev: MapView | null, next: MapView, moved: boolean): number[] {
    if (next.territories.length >= PALETTE_WIDTH) {
      throw new Error(`A map of ${next.territories.length} territories has no room in the palette`);
    }
    const fresh = prev === null || moved || prev.territories.length !== next.territories.length;
    if (fresh) this.data.fill(0);
    const changed: number[] = [];
    next.territories.forEach((t, i) => {
      if (!fresh && prev.territories[i]!.color === t.color) return;
      const { fill, outline } = tintOf(t);
      this.write(i + 1, 0, fill);
      this.write(i + 1, 1, outline);
      changed.push(i);
    });
    return changed;
  }

  private write(entry: number, row: number, [color, alpha]: [number, number]): void {
    const at = (row * PALETTE_WIDTH + entry) * 4;
    this.data.set([color >> 16, (color >> 8) & 0xff, color & 0xff, Math.round(alpha * 255)], at);
  }
}
