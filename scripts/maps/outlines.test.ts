import { describe, expect, it } from 'vitest';
import { seedRng } from '../../shared/engine';
import { buildMesh, type Vec } from './mesh.js';
import { area, chaikin, simplify, traceOutlines } from './outlines.js';

describe('traceOutlines', () => {
  // A 200 x 100 mesh: sea at the edges, land split into a left (0) and a right (1) owner.
  const mesh = buildMesh(200, 100, 8, seedRng(1));
  const owner = Int32Array.from(mesh.centres, ([x, y]) => {
    if (x < 20 || x > 180 || y < 20 || y > 80) return -1;
    return x < 100 ? 0 : 1;
  });
  const outlines = traceOutlines(mesh, owner, { background: -1, smoothing: 2, tolerance: 0.5 });

  it('gives each owner one ring covering about its share of the land', () => {
    for (const own of [0, 1]) {
      const rings = outlines.rings.get(own) ?? [];
      expect(rings).toHaveLength(1);
      expect(Math.abs(area(rings[0] ?? []))).toBeGreaterThan(4000);
    }
    expect(outlines.rings.has(-1)).toBe(false);
  });

  it('draws the shared border with exactly the same points on both sides', () => {
    const key = ([x, y]: Vec) => `${x},${y}`;
    const left = new Set((outlines.rings.get(0) ?? []).flat().map(key));
    const right = (outlines.rings.get(1) ?? []).flat().map(key);
    const shared = right.filter((p) => left.has(p));
    expect(shared.length).toBeGreaterThan(5);
    expect(outlines.sharedLength.get('0,1')).toBeGreaterThan(50);
  });
});

describe('line helpers', () => {
  it('cuts corners but keeps the ends of an open line', () => {
    const line: Vec[] = [
      [0, 0],
      [10, 0],
      [10, 10],
    ];
    const smooth = chaikin(line, false);
    expect(smooth[0]).toEqual([0, 0]);
    expect(smooth.at(-1)).toEqual([10, 10]);
    expect(smooth).toHaveLength(6);
  });

  it('drops points within the tolerance of a straight line', () => {
    const line: Vec[] = [
      [0, 0],
      [5, 0.1],
      [10, 0],
      [10, 10],
    ];
    expect(simplify(line, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
  });
});
