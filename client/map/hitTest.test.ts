import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { readdirSync, readFileSync } from 'node:fs';
import { parseMap } from '../../shared/maps/parse';
import { deriveMapDetail } from '../../shared/protocol/mapEntity';
import { fitZoom, screenToMap } from './camera';
import { discLayout } from './discLayout';
import { PHONE_FIT_PADDING } from './markerScale';
import { FINGER_RADIUS_PX, insideRings, resolveTap, territoryAt } from './hitTest';
import { DEFAULT_DISPLAY, displayView } from './viewModel';

const view = displayView(
  deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v'),
  DEFAULT_DISPLAY,
);
const square = [
  [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
];

/** Every map the game ships. */
const SHIPPED = readdirSync(new URL('../../maps', import.meta.url)).filter((f) =>
  f.endsWith('.json'),
);

describe('resolveTap', () => {
  const at = (zoom: number) => discLayout(view.territories, zoom);

  it('finds every territory at its own disc, zoomed in and on a phone', () => {
    for (const zoom of [1, 0.2]) {
      const layout = at(zoom);
      view.territories.forEach((t, i) => {
        const disc = layout.discs[i]!;
        expect(resolveTap(view, layout, disc, zoom), `${t.name} at ${zoom}`).toEqual({
          kind: 'one',
          id: t.id,
        });
      });
    }
  });

  it('gives the sea far from any disc no territory', () => {
    expect(territoryAt(view, at(1), { x: 200, y: 950 }, 1)).toBeNull();
  });

  it('takes a tap off the land but within a finger of one disc as that disc', () => {
    const iceland = view.territories.find((t) => t.name === 'Iceland')!;
    const layout = at(0.5);
    const disc = layout.discs[iceland.id - 1]!;
    const near = { x: disc.x + (FINGER_RADIUS_PX - 2) / 0.5, y: disc.y };
    expect(territoryAt(view, layout, near, 0.5)).toBe(iceland.id);
    expect(territoryAt(view, at(4), { x: disc.x + 30, y: disc.y }, 4)).toBeNull();
  });

  it('offers a choice, nearest first, for a tap between discs within one finger', () => {
    const layout = at(0.2);
    // The midpoint of the two closest discs: a finger there touches both.
    let best = { i: 0, j: 1, d: Infinity };
    layout.discs.forEach((a, i) =>
      layout.discs.forEach((b, j) => {
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (i < j && d < best.d) best = { i, j, d };
      }),
    );
    const a = layout.discs[best.i]!;
    const b = layout.discs[best.j]!;
    const between = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const meaning = resolveTap(view, layout, between, 0.2);
    expect(meaning.kind).toBe('choice');
    if (meaning.kind !== 'choice') return;
    expect(meaning.ids).toContain(best.i + 1);
    expect(meaning.ids).toContain(best.j + 1);
  });

  it.each(SHIPPED)('finds every territory of %s at its disc, fitted on a phone', (file) => {
    const parsed = parseMap(
      JSON.parse(readFileSync(new URL(`../../maps/${file}`, import.meta.url), 'utf8')),
    );
    if (!parsed.ok) throw new Error(parsed.errors.join(' '));
    const map = displayView(
      deriveMapDetail(parsed.map, { recent: 0, total: 0 }, 'v'),
      DEFAULT_DISPLAY,
    );
    // The zoom the play screen fits the map at in a phone's 390x670 box.
    const zoom = fitZoom({
      viewWidth: 390,
      viewHeight: 670,
      contentWidth: map.width,
      contentHeight: map.height,
      padding: PHONE_FIT_PADDING,
    });
    const layout = discLayout(map.territories, zoom);
    const missed = map.territories.filter((t, i) => {
      const meaning = resolveTap(map, layout, layout.discs[i]!, zoom);
      return !(meaning.kind === 'one' && meaning.id === t.id);
    });
    expect(missed.map((t) => t.name)).toEqual([]);
  });

  it('tests points against rings with the even-odd rule', () => {
    expect(insideRings({ x: 5, y: 5 }, square)).toBe(true);
    expect(insideRings({ x: 15, y: 5 }, square)).toBe(false);
  });
});

describe('screenToMap', () => {
  it('undoes the camera, the map scale and the small map offset', () => {
    const camera = { x: -100, y: -50, zoom: 2 };
    expect(screenToMap(camera, { x: 100, y: 50 }, 1, 0)).toEqual({ x: 100, y: 50 });
    expect(screenToMap(camera, { x: 100, y: 50 }, 0.75, -1)).toEqual({ x: 404 / 3, y: 68 });
  });
});
