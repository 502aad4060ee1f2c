/**
 * The disc sizes the play screen's layout would search for on the shipped maps, worked out ahead
 * (see client/map/discLayout.ts) and written to client/map/shippedDiscSizes.ts: for each map in
 * maps/, each zoom level from a small phone's fitted view up to the largest zoom where the search
 * tries more than one size. The last step of build-maps.ts; on its own:
 * `npx tsx scripts/maps/discSizes.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { fitZoom, MAX_ZOOM } from '../../client/map/camera.js';
import {
  anchorsKey,
  levelOf,
  levelZoom,
  searchedSize,
  type Anchor,
} from '../../client/map/discLayout.js';
import { PHONE_FIT_PADDING } from '../../client/map/markerScale.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mapsDir = path.join(root, 'maps');
const target = path.join(root, 'client/map/shippedDiscSizes.ts');

/** The narrowest phone the sizes are worked out for (CSS px): the iPhone SE's first width. */
const NARROWEST_PHONE = 320;

interface ShippedMap {
  width: number;
  height: number;
  territories: Anchor[];
}

/** The searched sizes of one map by level (see searchedSize), from the narrowest phone's fit. */
export function discSizesOf(map: ShippedMap): Record<string, number> {
  const fit = fitZoom({
    viewWidth: NARROWEST_PHONE,
    viewHeight: NARROWEST_PHONE * 2,
    contentWidth: map.width,
    contentHeight: map.height,
    padding: PHONE_FIT_PADDING,
  });
  const sizes: Record<string, number> = {};
  for (let level = levelOf(fit); level <= levelOf(MAX_ZOOM); level++) {
    const size = searchedSize(map.territories, levelZoom(level));
    if (size !== undefined) sizes[level] = size;
  }
  return sizes;
}

/** Every map in maps/, keyed as the client looks them up (anchorsKey). */
export function shippedDiscSizes(): Record<string, Record<string, number>> {
  const all: Record<string, Record<string, number>> = {};
  for (const file of readdirSync(mapsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const map = JSON.parse(readFileSync(path.join(mapsDir, file), 'utf8')) as ShippedMap;
    const sizes = discSizesOf(map);
    if (Object.keys(sizes).length > 0) all[anchorsKey(map.territories)] = sizes;
  }
  return all;
}

export async function writeDiscSizes(): Promise<void> {
  const text =
    '/** Written by scripts/maps/discSizes.ts (npm run maps:build); see discLayout.ts. */\n' +
    `export const SHIPPED_DISC_SIZES: Record<string, Record<string, number>> = ${JSON.stringify(shippedDiscSizes())};\n`;
  const options = await resolveConfig(target);
  writeFileSync(target, await format(text, { ...options, filepath: target }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeDiscSizes();
