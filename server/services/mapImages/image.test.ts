import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseMap } from '../../../shared/maps/parse.js';
import { renderMapImages, smallSize } from './image.js';
import { mapSvg, nameFontSize } from './svg.js';

const mapsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../maps');
const result = parseMap(JSON.parse(readFileSync(path.join(mapsDir, 'lonely-isle.json'), 'utf8')));
if (!result.ok) throw new Error(result.errors.join(' '));
const map = result.map;

describe('map images', () => {
  it('renders the large image at the map size and the small one at 0.75', async () => {
    const images = await renderMapImages(map);
    const large = await sharp(images.large).metadata();
    const small = await sharp(images.small).metadata();
    expect([large.format, large.width, large.height]).toEqual(['jpeg', map.width, map.height]);
    expect([small.width, small.height]).toEqual([
      Math.round(map.width * 0.75),
      Math.round(map.height * 0.75),
    ]);
    expect(smallSize(map)).toEqual({ width: small.width, height: small.height });
  });

  it('draws land, sea and a colourful picture, not a blank one', async () => {
    const { large } = await renderMapImages(map);
    const stats = await sharp(large).stats();
    const spread = stats.channels.map((c) => c.stdev);
    expect(Math.min(...spread)).toBeGreaterThan(20);
  });

  it('names every territory and lists every region bonus', () => {
    const svg = mapSvg(map);
    for (const t of map.territories) expect(svg).toContain(t.name.split(' ')[0]);
    for (const r of map.regions) expect(svg).toContain(`${r.name}: +${r.bonus}`);
    expect(nameFontSize(map)).toBeGreaterThanOrEqual(10);
  });
});
