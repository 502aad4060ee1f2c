import { describe, expect, it } from 'vitest';
import {
  canvasNamesShown,
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
});
