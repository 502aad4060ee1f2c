import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../shared/maps/classic';
import { deriveMapDetail } from '../../shared/maps/derive';
import { screenToMap } from './camera';
import { insideRings, territoryAt } from './hitTest';
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

describe('territoryAt', () => {
  it('finds every territory at its own anchor', () => {
    for (const t of view.territories) expect(territoryAt(view, t, 1), t.name).toBe(t.id);
  });

  it('gives the sea far from any disc no territory', () => {
    expect(territoryAt(view, { x: 200, y: 950 }, 1)).toBeNull();
  });

  it('takes a tap near a disc but off the land when zoomed out (40 px targets)', () => {
    const iceland = view.territories.find((t) => t.name === 'Iceland');
    const near = { x: (iceland?.x ?? 0) + 30, y: iceland?.y ?? 0 };
    expect(territoryAt(view, near, 0.5)).toBe(iceland?.id);
    expect(territoryAt(view, near, 4)).toBeNull();
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
