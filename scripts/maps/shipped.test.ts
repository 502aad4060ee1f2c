import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outlinePoints } from '../../shared/maps/outline.js';
import { parseMap } from '../../shared/maps/parse.js';
import type { GameMap, Point } from '../../shared/maps/types.js';
import { SHIPPED_MAPS } from './catalog.js';

const mapsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../maps');
const files = readdirSync(mapsDir).filter((name) => name.endsWith('.json'));

function load(name: string) {
  return parseMap(JSON.parse(readFileSync(path.join(mapsDir, name), 'utf8')));
}

/** Even-odd point in polygon over all rings. */
function inside(p: Point, rings: Point[][]): boolean {
  let result = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] ?? p;
      const b = ring[j] ?? p;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
        result = !result;
    }
  }
  return result;
}

describe('shipped maps', () => {
  it.each(files)('%s passes the validator', (name) => {
    const result = load(name);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it.each(files)('%s has an outline for every territory, around its anchor', (name) => {
    const result = load(name);
    const map = result.ok ? result.map : undefined;
    for (const t of map?.territories ?? []) {
      expect(t.outline?.length, t.key).toBeGreaterThan(0);
      expect(inside({ x: t.x, y: t.y }, outlinePoints(t)), t.key).toBe(true);
    }
  });

  it('ships the classic world and every generated map of the catalog, each with its own id', () => {
    const maps = files.map((name) => load(name)).flatMap((r) => (r.ok ? [r.map] : []));
    const ids = maps.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(1);
    for (const spec of SHIPPED_MAPS) expect(files).toContain(`${spec.file}.json`);
  });

  it('covers the range the issue asks for: 12 to 400 territories, a beta, islands, a twin map', () => {
    const generated: GameMap[] = SHIPPED_MAPS.flatMap((spec) => {
      const r = load(`${spec.file}.json`);
      return r.ok ? [r.map] : [];
    });
    expect(generated.length).toBeGreaterThanOrEqual(8);
    const sizes = generated.map((m) => m.territories.length);
    expect(Math.min(...sizes)).toBeLessThanOrEqual(12);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(400);
    expect(generated.some((m) => m.status === 5)).toBe(true);
    const bordersPerTerritory = (m: GameMap) =>
      m.territories.reduce((s, t) => s + t.adjacencies.length, 0) / 2 / m.territories.length;
    const islands = generated.find((m) => m.name === 'Emerald Archipelago');
    expect(bordersPerTerritory(islands as GameMap)).toBeLessThan(1.5);
    const twin = generated.find((m) => m.name === 'Twin Realms');
    expect(twin?.recommendedPlayers).toEqual({ min: 4, max: 8 });
  });
});
