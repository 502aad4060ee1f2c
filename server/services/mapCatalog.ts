/**
 * The maps in maps/*.json: parsed and validated at start (a broken shipped map stops the start),
 * upserted into the database, and their images rendered once into a cache keyed by a content
 * hash, so a changed map (or renderer) renders again and an unchanged one never does.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMap } from '../../shared/maps/parse';
import type { GameMap } from '../../shared/maps/types';
import { narrowedImage } from './mapImages/image';
import { renderMapImagesApart } from './mapImages/renderApart';
import type { AppContext } from '../context';
import { upsertMaps } from '../db/maps';
import { MAPS_DIR } from '../runtimeFiles';

/** Bump when the image renderer changes, so every cached image is drawn again. */
const RENDERER_VERSION = 'r1';

export const IMAGE_SIZES = ['large', 'small'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export interface CatalogMap {
  map: GameMap;
  /** Content hash of the map file and renderer: the image version and ETag. */
  hash: string;
  /** The picture an editor map was drawn on (its images are that picture, not a drawing). */
  background?: () => Promise<Buffer | undefined>;
}

export interface MapCatalog {
  /** Sorted by id. */
  maps: CatalogMap[];
  byId(id: number): CatalogMap | undefined;
  /**
   * The image file, rendered first if it is not cached yet; undefined for an unknown map. With
   * `width` (one of MAP_IMAGE_WIDTHS, narrower than the map), the large image at that width.
   */
  imagePath(id: number, size: ImageSize, width?: number): Promise<string | undefined>;
  /** Adds a map published at run time, or replaces one (a new capital layout). */
  put(entry: CatalogMap): void;
}

const catalogs = new WeakMap<AppContext, MapCatalog>();

/** The catalog `loadMapCatalog` built for this context. */
export function mapCatalogOf(context: AppContext): MapCatalog | undefined {
  return catalogs.get(context);
}

/** Reads and validates every map file; throws naming each broken file and its problems. */
export async function readMapFiles(
  dir = MAPS_DIR,
): Promise<{ map: GameMap; file: unknown; hash: string }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const problems: string[] = [];
  const loaded: { map: GameMap; file: unknown; hash: string }[] = [];
  for (const name of names) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const file: unknown = JSON.parse(text);
    const result = parseMap(file);
    if (!result.ok) problems.push(`${name}: ${result.errors.join(' ')}`);
    else loaded.push({ map: result.map, file, hash: hashOf(text) });
  }
  const ids = loaded.map((l) => l.map.id);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length > 0)
    problems.push(`map ids used by more than one file: ${repeated.join(', ')}`);
  if (problems.length > 0) throw new Error(`Invalid map files:\n  ${problems.join('\n  ')}`);
  return loaded.sort((a, b) => a.map.id - b.map.id);
}

/** The image version of a map file's text (and its background picture's hash, if any). */
export const hashOf = (text: string): string =>
  createHash('sha256').update(RENDERER_VERSION).update(text).digest('hex').slice(0, 16);

/** Upserts the maps read by `readMapFiles` and starts rendering missing images in the background. */
export async function loadMapCatalog(
  context: AppContext,
  loaded: { map: GameMap; file: unknown; hash: string }[],
): Promise<MapCatalog> {
  await upsertMaps(
    context.db,
    loaded.map(({ map, file }) => ({
      id: map.id,
      name: map.name,
      author: map.author,
      status: map.status,
      data: file,
      createdDate: map.creationDate,
    })),
    context.now(),
  );
  const imageDir = path.join(context.config.dataDir, 'map-images');
  await mkdir(imageDir, { recursive: true });
  const entries = loaded.map(({ map, hash }) => ({ map, hash }));
  await removeStaleImages(imageDir, entries);
  const renders = new ImageRenders(imageDir);
  // One map at a time, in the background: the start is not delayed and a request waits only for its own map.
  void (async () => {
    for (const entry of entries) {
      await renders.ensure(entry).catch((error: unknown) => {
        console.error(`Rendering the images of map ${entry.map.id} failed`, error);
      });
    }
  })();
  const catalog: MapCatalog = {
    maps: entries,
    byId: (id) => entries.find((e) => e.map.id === id),
    async imagePath(id, size, width) {
      const entry = catalog.byId(id);
      if (!entry) return undefined;
      await renders.ensure(entry);
      return width === undefined || width >= entry.map.width
        ? renders.fileOf(entry, size)
        : renders.narrowed(entry, width);
    },
    put(entry) {
      const at = entries.findIndex((e) => e.map.id === entry.map.id);
      if (at >= 0) entries[at] = entry;
      else entries.push(entry);
      entries.sort((a, b) => a.map.id - b.map.id);
    },
  };
  catalogs.set(context, catalog);
  return catalog;
}

/** Deletes cached images of maps that changed or are gone. */
async function removeStaleImages(dir: string, entries: CatalogMap[]): Promise<void> {
  const current = new Set(entries.map((e) => `${e.map.id}.${e.hash}.`));
  for (const name of await readdir(dir)) {
    const prefix = name.split('.').slice(0, 2).join('.') + '.';
    if (!current.has(prefix)) await rm(path.join(dir, name), { force: true });
  }
}

/** Renders each map's images at most once per process; files already cached are used as they are. */
class ImageRenders {
  private pending = new Map<string, Promise<void>>();
  constructor(private dir: string) {}

  fileOf(entry: CatalogMap, size: ImageSize): string {
    return path.join(this.dir, `${entry.map.id}.${entry.hash}.${size}.jpg`);
  }

  ensure(entry: CatalogMap): Promise<void> {
    let job = this.pending.get(entry.hash);
    if (!job) {
      job = this.render(entry);
      // A failed render is retried on the next request instead of being remembered.
      job.catch(() => this.pending.delete(entry.hash));
      this.pending.set(entry.hash, job);
    }
    return job;
  }

  /** The large image at `width`, resized from it once and cached beside it. */
  async narrowed(entry: CatalogMap, width: number): Promise<string> {
    const target = path.join(this.dir, `${entry.map.id}.${entry.hash}.w${width}.jpg`);
    if (!existsSync(target)) {
      await writeAtomically(target, await narrowedImage(this.fileOf(entry, 'large'), width));
    }
    return target;
  }

  private async render(entry: CatalogMap): Promise<void> {
    if (IMAGE_SIZES.every((size) => existsSync(this.fileOf(entry, size)))) return;
    const started = performance.now();
    const images = await renderMapImagesApart(entry.map, await entry.background?.());
    for (const size of IMAGE_SIZES) await writeAtomically(this.fileOf(entry, size), images[size]);
    console.log(
      `Rendered map ${entry.map.id} images in ${Math.round(performance.now() - started)} ms`,
    );
  }
}

/** Written under a temporary name and renamed: another process never serves half a file. */
async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}
