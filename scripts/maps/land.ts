/**
 * Land for generated maps: seeded fractal noise over a few broad "bumps" (continents or islands),
 * cut at the height that gives the wanted share of land, then cleaned of specks and lakes.
 */
import { nextFloat, type RngState } from '../../shared/engine';
import { components, onImageEdge, type Mesh } from './mesh.js';

export const LAND_STYLES = ['pangaea', 'continents', 'archipelago', 'twin'] as const;
export type LandStyle = (typeof LAND_STYLES)[number];

interface Bump {
  x: number;
  y: number;
  radius: number;
  height: number;
}

/** Smooth value noise on a lattice, hashed from the seed. */
function latticeValue(seed: number, ix: number, iy: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 1442695041);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function valueNoise(seed: number, x: number, y: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = latticeValue(seed, ix, iy) * (1 - sx) + latticeValue(seed, ix + 1, iy) * sx;
  const bottom =
    latticeValue(seed, ix, iy + 1) * (1 - sx) + latticeValue(seed, ix + 1, iy + 1) * sx;
  return top * (1 - sy) + bottom * sy;
}

/** Fractal noise in [0, 1): five octaves, each twice as fine and half as strong. */
export function fractalNoise(seed: number, x: number, y: number): number {
  let sum = 0;
  let weight = 0;
  for (let octave = 0; octave < 5; octave++) {
    const f = 2 ** octave;
    const w = 0.5 ** octave;
    sum += valueNoise(seed + octave * 7919, x * f, y * f) * w;
    weight += w;
  }
  return sum / weight;
}

/** Where the style puts its land masses, as fractions of the image. */
function bumpsFor(style: LandStyle, rng: RngState): Bump[] {
  const r = (): number => nextFloat(rng);
  switch (style) {
    case 'pangaea':
      return [{ x: 0.5, y: 0.5, radius: 0.42, height: 1 }];
    case 'continents': {
      const count = 3 + Math.floor(r() * 2);
      return Array.from({ length: count }, (_, i) => ({
        x: (i + 0.5) / count + (r() - 0.5) * 0.12,
        y: 0.3 + r() * 0.4,
        radius: 0.2 + r() * 0.08,
        height: 0.8 + r() * 0.3,
      }));
    }
    case 'archipelago':
      return Array.from({ length: 14 }, (_, i) => ({
        x: ((i % 5) + 0.5) / 5 + (r() - 0.5) * 0.12,
        y: (Math.floor(i / 5) + 0.5) / 3 + (r() - 0.5) * 0.12,
        radius: 0.05 + r() * 0.06,
        height: 0.9,
      }));
    case 'twin':
      return [
        { x: 0.24, y: 0.5, radius: 0.26, height: 1 },
        { x: 0.5, y: 0.2, radius: 0.09, height: 0.8 },
        { x: 0.5, y: 0.8, radius: 0.09, height: 0.8 },
      ];
  }
}

/** Share of the image that becomes land. */
export const LAND_SHARE: Record<LandStyle, number> = {
  pangaea: 0.42,
  continents: 0.4,
  archipelago: 0.22,
  twin: 0.4,
};

/** A land mask over the mesh (1 = land). */
export function makeLand(
  mesh: Mesh,
  style: LandStyle,
  rng: RngState,
  minIsland: number,
): Uint8Array {
  const bumps = bumpsFor(style, rng);
  const seed = Math.floor(nextFloat(rng) * 1e9);
  const { width, height } = mesh;
  const scale = Math.max(width, height);
  const heights = mesh.centres.map(([cx, cy]) => {
    // The twin style mirrors the left half, so both sides get the same land.
    const x = style === 'twin' ? Math.min(cx, width - cx) : cx;
    const u = x / width;
    const v = cy / height;
    let base = 0;
    for (const b of bumps) {
      const d = Math.hypot((u - b.x) * (width / scale), (v - b.y) * (height / scale)) / b.radius;
      base = Math.max(base, b.height * Math.exp(-d * d));
    }
    const edge = Math.min(u, 1 - u, v, 1 - v);
    const falloff = edge < 0.06 ? (0.06 - edge) * 8 : 0;
    return base * 0.75 + fractalNoise(seed, (x / scale) * 6, (cy / scale) * 6) * 0.55 - falloff;
  });
  const sorted = [...heights].sort((a, b) => b - a);
  const level = sorted[Math.floor(sorted.length * LAND_SHARE[style])] ?? 0;
  const land = Uint8Array.from(heights, (h) => (h > level ? 1 : 0));
  return cleanUp(mesh, land, minIsland);
}

/** Drops islands smaller than `minIsland` cells and fills lakes (water not reaching the open sea). */
function cleanUp(mesh: Mesh, land: Uint8Array, minIsland: number): Uint8Array {
  for (const island of components(mesh, (c) => land[c] === 1)) {
    if (island.length < minIsland) for (const c of island) land[c] = 0;
  }
  for (const water of components(mesh, (c) => land[c] === 0)) {
    const open = water.some((c) => onImageEdge(mesh, c));
    if (!open && water.length < minIsland * 4) for (const c of water) land[c] = 1;
  }
  return land;
}
