import { describe, expect, it } from 'vitest';
import { deriveMapDetail } from '../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { OUTLINE_DARK } from './names';
import { PALETTE_WIDTH, placeColor, TintPalette } from './tintPalette';
import { colorValue, DEFAULT_DISPLAY, displayView, type MapView } from './viewModel';

const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');
const base = displayView(detail, { ...DEFAULT_DISPLAY, color: 2 });

/** The entry and row the shader reads from a places colour (as tintedPicture's fragment does). */
function lookedUp(color: number): { entry: number; row: number } {
  const [r, g, b] = [color >> 16, (color >> 8) & 0xff, color & 0xff];
  return { entry: r + 256 * b, row: g > 127 ? 1 : 0 };
}

function entryOf(palette: TintPalette, entry: number, row: number): number[] {
  const at = (row * PALETTE_WIDTH + entry) * 4;
  return [...palette.data.subarray(at, at + 4)];
}

const rgba = (color: number, alpha: number) => [
  color >> 16,
  (color >> 8) & 0xff,
  color & 0xff,
  Math.round(alpha * 255),
];

describe('the tint palette', () => {
  it('gives every territory of the largest maps a places colour of its own', () => {
    for (const index of [0, 41, 254, 255, 399, PALETTE_WIDTH - 2]) {
      expect(lookedUp(placeColor(index, false))).toEqual({ entry: index + 1, row: 0 });
      expect(lookedUp(placeColor(index, true))).toEqual({ entry: index + 1, row: 1 });
    }
  });

  it('washes owned territories, dims neutral ones and leaves fogged ones and the sea bare', () => {
    const view: MapView = {
      ...base,
      territories: base.territories.map((t, i) => ({
        ...t,
        color: i === 1 ? 0 : i === 2 ? null : 3,
      })),
    };
    const palette = new TintPalette();
    expect(palette.repaint(null, view, true)).toEqual(view.territories.map((_, i) => i));
    expect(entryOf(palette, 1, 0)).toEqual(rgba(colorValue(3), 0.5));
    expect(entryOf(palette, 1, 1)).toEqual(rgba(colorValue(3), 0.9));
    expect(entryOf(palette, 2, 0)).toEqual(rgba(OUTLINE_DARK, 0.35));
    expect(entryOf(palette, 2, 1)).toEqual(rgba(OUTLINE_DARK, 0.35));
    expect(entryOf(palette, 3, 0)).toEqual([0, 0, 0, 0]);
    expect(entryOf(palette, 0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('rewrites only the entries of the territories that changed hands', () => {
    const palette = new TintPalette();
    palette.repaint(null, base, true);
    const next = {
      ...base,
      territories: base.territories.map((t, i) =>
        i === 5 ? { ...t, color: 6 as const } : i === 7 ? { ...t, troops: 30 } : t,
      ),
    };
    expect(palette.repaint(base, next, false)).toEqual([5]);
    expect(entryOf(palette, 6, 0)).toEqual(rgba(colorValue(6), 0.5));
    expect(palette.repaint(base, next, true)).toHaveLength(base.territories.length);
  });
});
