import { describe, expect, it } from 'vitest';
import {
  anchorSpacing,
  canvasNamesShown,
  COUNT_MIN_SCREEN_RADIUS,
  CROWDED_DISC_SCREEN_RADIUS,
  DISC_RADIUS,
  MAX_DISC_SCREEN_RADIUS,
  MIN_DISC_SCREEN_RADIUS,
  markerScale,
} from './markerScale';

const screenRadius = (zoom: number) => DISC_RADIUS * markerScale(zoom) * zoom;

describe('marker scale', () => {
  it('keeps the real size where it is readable', () => {
    expect(markerScale(1)).toBe(1);
    expect(markerScale(1.5)).toBe(1);
  });

  it('enlarges discs on a zoomed-out map so they stay at least the minimum on screen', () => {
    for (const zoom of [0.2, 0.39, 0.5, 0.9]) {
      expect(screenRadius(zoom)).toBeCloseTo(MIN_DISC_SCREEN_RADIUS);
    }
  });

  it('stops discs growing past the maximum when zoomed far in', () => {
    expect(screenRadius(4)).toBeCloseTo(MAX_DISC_SCREEN_RADIUS);
    expect(markerScale(4)).toBeLessThan(1);
  });

  it('names territories only between a crowded whole-world view and the picture’s own names', () => {
    expect(canvasNamesShown(0.18)).toBe(false);
    expect(canvasNamesShown(0.39)).toBe(true);
    expect(canvasNamesShown(0.8)).toBe(false);
  });

  it('measures how crowded a map is by the median distance to the nearest anchor', () => {
    const row = [0, 10, 20, 60].map((x) => ({ x, y: 0 }));
    expect(anchorSpacing(row)).toBe(10);
    expect(anchorSpacing([{ x: 1, y: 1 }])).toBe(Infinity);
  });

  it('shrinks discs on a crowded map shown small, down to dots, never on a roomy one', () => {
    const crowded = (zoom: number, spacing: number) =>
      DISC_RADIUS * markerScale(zoom, spacing) * zoom;
    // The classic world on a phone: anchors 19 px apart keep 8.6 px discs, counts still shown.
    expect(crowded(0.183, 105)).toBeCloseTo(0.45 * 105 * 0.183);
    expect(crowded(0.183, 105)).toBeGreaterThan(COUNT_MIN_SCREEN_RADIUS);
    // 400 territories on a phone: dots.
    expect(crowded(0.127, 59)).toBeLessThan(COUNT_MIN_SCREEN_RADIUS);
    expect(crowded(0.05, 59)).toBeCloseTo(CROWDED_DISC_SCREEN_RADIUS);
    // Room enough: the usual minimum.
    expect(crowded(0.39, 105)).toBeCloseTo(MIN_DISC_SCREEN_RADIUS);
  });
});
