import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridMapFile } from '../../shared/maps/synthetic';
import { MAPS_DIR } from '../runtimeFiles';
import { readMapFiles } from './mapCatalog';

function dirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'maps-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), JSON.stringify(content));
  }
  return dir;
}

describe('readMapFiles', () => {
  it('loads every shipped map, sorted by id, each with a content hash', async () => {
    const loaded = await readMapFiles(MAPS_DIR);
    expect(loaded.map((l) => l.map.id)).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(new Set(loaded.map((l) => l.hash)).size).toBe(loaded.length);
  });

  it('names each broken file and its problems', async () => {
    const broken = { ...gridMapFile({ cols: 2, rows: 2 }), borders: [['t1', 't9']] };
    const dir = dirWith({
      'good.json': gridMapFile({ cols: 2, rows: 2, id: 5 }),
      'bad.json': broken,
    });
    await expect(readMapFiles(dir)).rejects.toThrow(/bad\.json: .*Unknown territory "t9"/);
  });

  it('refuses two files with the same id', async () => {
    const dir = dirWith({
      'a.json': gridMapFile({ cols: 2, rows: 2, id: 5 }),
      'b.json': gridMapFile({ cols: 3, rows: 2, id: 5 }),
    });
    await expect(readMapFiles(dir)).rejects.toThrow('map ids used by more than one file: 5');
  });

  it('gives a changed file a new hash', async () => {
    const [first] = await readMapFiles(dirWith({ 'a.json': gridMapFile({ cols: 2, rows: 2 }) }));
    const [second] = await readMapFiles(dirWith({ 'a.json': gridMapFile({ cols: 3, rows: 2 }) }));
    expect(first?.hash).not.toBe(second?.hash);
  });
});
