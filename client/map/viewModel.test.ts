import { describe, expect, it } from 'vitest';
import { COLORS } from '../../shared/constants';
import { deriveMapDetail } from '../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { COLOR_LETTERS } from './colourblind';
import { colorValue, DEFAULT_DISPLAY, displayView } from './viewModel';

const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');

describe('displayView', () => {
  it('draws every territory in the chosen colour on the large image by default', () => {
    const view = displayView(detail, DEFAULT_DISPLAY);
    expect(view.scale).toBe(1);
    expect(view.image).toEqual({ url: detail.imageUrl, scale: 1 });
    expect(view.territories.every((t) => t.color === 0 && t.troops === 3 && !t.capital)).toBe(true);
    expect(view.showAdjacencies).toBe(false);
  });

  it('uses the small image at 0.75, scaled back up to large-image pixels', () => {
    const view = displayView(detail, { ...DEFAULT_DISPLAY, size: 'small' });
    expect(view.scale).toBe(0.75);
    expect(view.image?.url).toBe(detail.imageThumbnailUrl);
    expect(view.image?.scale).toBeCloseTo(4 / 3);
  });

  it('marks the capitals of the chosen player count and hides discs for no colour', () => {
    const view = displayView(detail, {
      ...DEFAULT_DISPLAY,
      capitals: 4,
      color: 'none',
      adjacencies: true,
      colourblind: true,
    });
    expect(view.territories.filter((t) => t.capital).map((t) => t.id)).toEqual(
      detail.capitals['4'],
    );
    expect(view.territories.every((t) => t.color === null && t.troops === null)).toBe(true);
    expect([view.showAdjacencies, view.colourblind]).toEqual([true, true]);
  });
});

describe('colours', () => {
  it('gives each of the ten colours its own letter and canvas value', () => {
    const letters = COLORS.map((c) => COLOR_LETTERS[c.id]);
    expect(new Set(letters).size).toBe(10);
    expect(colorValue(3)).toBe(0xe03131);
  });
});
