/**
 * Maps that change while the server runs: maps published in the editor, and capital layouts
 * saved by the capital editor (for any map). Both live in the database; at start they join the
 * registry and the catalog, and a change made on one process reaches every process through a
 * presence channel, so a published map is playable everywhere at once.
 */
import { matchMaker } from '@colyseus/core';
import { eq } from 'drizzle-orm';
import { parseMap } from '../../shared/maps/parse';
import { PLAYER_COUNTS, type GameMap, type PlayerCount } from '../../shared/maps/types';
import type { AppContext } from '../context';
import { maps } from '../db/schema';
import { hashOf, mapCatalogOf, type CatalogMap, type MapCatalog } from '../services/mapCatalog';
import { backgroundHash, capitalLayouts, loadBackground, publishedMapIds } from './repository';

export const MAPS_CHANGED_CHANNEL = 'maps-changed';

/** The shipped maps as their files define them, before any saved capital layout. */
const shipped = new WeakMap<AppContext, Map<number, CatalogMap>>();

function catalogOf(context: AppContext): MapCatalog {
  const catalog = mapCatalogOf(context);
  if (!catalog) throw new Error('loadMapCatalog(context) must run before the runtime maps');
  return catalog;
}

/** The map with saved capital layouts in place of its own (a layout naming unknown keys is skipped). */
export function withCapitals(map: GameMap, layouts: ReadonlyMap<number, string[]>): GameMap {
  if (layouts.size === 0) return map;
  const idOf = new Map(map.territories.map((t) => [t.key, t.id]));
  const capitals = { ...map.capitals };
  for (const count of PLAYER_COUNTS) {
    const keys = layouts.get(count);
    if (!keys) continue;
    const ids = keys.flatMap((key) => idOf.get(key) ?? []);
    if (keys.length === 0) delete capitals[count];
    else if (ids.length === count && new Set(ids).size === count)
      capitals[count as PlayerCount] = ids;
  }
  return { ...map, capitals };
}

/** A published editor map as its stored file says, with its image source; undefined if gone. */
async function editorEntry(context: AppContext, id: number): Promise<CatalogMap | undefined> {
  const [row] = await context.db.select({ data: maps.data }).from(maps).where(eq(maps.id, id));
  const parsed = row ? parseMap(row.data) : undefined;
  if (!parsed?.ok) return undefined;
  const background = await backgroundHash(context.db, id);
  return {
    map: parsed.map,
    hash: hashOf(JSON.stringify(row?.data) + (background ?? '')),
    ...(background ? { background: async () => (await loadBackground(context.db, id))?.data } : {}),
  };
}

/** Puts the map's current form (file or published draft, plus saved capitals) in the registry and catalog. */
export async function refreshMap(context: AppContext, id: number): Promise<void> {
  const base = shipped.get(context)?.get(id) ?? (await editorEntry(context, id));
  if (!base) return;
  const layouts = (await capitalLayouts(context.db, [id])).get(id) ?? new Map<number, string[]>();
  const entry = { ...base, map: withCapitals(base.map, layouts) };
  context.maps.put(entry.map);
  catalogOf(context).put(entry);
}

/** At start: published editor maps join, saved capital layouts apply. */
export async function loadRuntimeMaps(context: AppContext): Promise<void> {
  const catalog = catalogOf(context);
  shipped.set(context, new Map(catalog.maps.map((entry) => [entry.map.id, entry])));
  const layouts = await capitalLayouts(context.db);
  const ids = new Set([...layouts.keys(), ...(await publishedMapIds(context.db))]);
  for (const id of ids) await refreshMap(context, id);
}

/** Tells every process (this one included) that a map changed. */
export function announceMapChanged(mapId: number): void {
  void Promise.resolve(matchMaker.presence.publish(MAPS_CHANGED_CHANNEL, { mapId })).catch(
    (error: unknown) => console.error('could not announce a map change', error),
  );
}

/** Follows map changes made by other processes. */
export async function watchMapChanges(context: AppContext): Promise<void> {
  await matchMaker.presence.subscribe(MAPS_CHANGED_CHANNEL, (change: { mapId?: unknown }) => {
    if (typeof change?.mapId !== 'number') return;
    refreshMap(context, change.mapId).catch((error: unknown) =>
      console.error(`could not refresh map ${String(change.mapId)}`, error),
    );
  });
}
