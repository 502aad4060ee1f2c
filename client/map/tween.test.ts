import { describe, expect, it } from 'vitest';
import {
  clamp01,
  countAt,
  easeOutCubic,
  flashAlpha,
  flashScale,
  progress,
  tumbleAngle,
  tumbleFace,
  tween,
} from './tween';

describe('tween helpers', () => {
  it('interpolates from the start to the end, staying there outside 0..1', () => {
    expect(tween(10, 20, 0)).toBe(10);
    expect(tween(10, 20, 0.5)).toBe(15);
    expect(tween(10, 20, 1)).toBe(20);
    expect(tween(10, 20, -1)).toBe(10);
    expect(tween(10, 20, 2)).toBe(20);
    expect(clamp01(0.3)).toBe(0.3);
  });

  it('eases out: ends exact, ahead of linear in the middle', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('measures progress by the clock, and is done at once with reduced motion', () => {
    expect(progress(1000, 1000, 500)).toBe(0);
    expect(progress(1000, 1250, 500)).toBe(0.5);
    expect(progress(1000, 1600, 500)).toBe(1);
    expect(progress(1000, 1000, 500, true)).toBe(1);
    expect(progress(1000, 1000, 0)).toBe(1);
  });

  it('counts troops in whole numbers, up and down, landing exactly on the new count', () => {
    expect(countAt(3, 10, 0)).toBe(3);
    expect(countAt(3, 10, 0.5)).toBe(9);
    expect(countAt(3, 10, 1)).toBe(10);
    expect(countAt(12, 1, 0)).toBe(12);
    expect(countAt(12, 1, 0.5)).toBe(2);
    expect(countAt(12, 1, 1)).toBe(1);
    for (let t = 0; t <= 1; t += 0.05) expect(Number.isInteger(countAt(3, 10, t))).toBe(true);
  });

  it('flashes bright at once and fades to nothing, its ring growing', () => {
    expect(flashAlpha(0)).toBeCloseTo(0.85);
    expect(flashAlpha(0.5)).toBeCloseTo(0.2125);
    expect(flashAlpha(1)).toBe(0);
    expect(flashScale(0)).toBe(1);
    expect(flashScale(1)).toBeCloseTo(1.8);
  });

  it('tumbles dice through faces 1-6, never the same twice running nor on two dice at once', () => {
    for (let step = 0; step < 30; step++) {
      const faces = [0, 1, 2, 3, 4].map((die) => tumbleFace(step, die));
      expect(new Set(faces).size).toBe(5);
      for (const [die, face] of faces.entries()) {
        expect(face).toBeGreaterThanOrEqual(1);
        expect(face).toBeLessThanOrEqual(6);
        expect(face).not.toBe(tumbleFace(step + 1, die));
      }
    }
    expect(tumbleAngle(1, 0)).toBeCloseTo(0);
    expect(tumbleAngle(1, 2)).toBeCloseTo(0);
  });
});
