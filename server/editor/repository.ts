/** The editor's queries: maps in the editor, their parts, backgrounds and capital layouts. */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DraftSummary, MapDraft } from '../../shared/protocol/editor';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import {
  editorAdjacencies,
  editorBackgrounds,
  editorMaps,
  editorRegions,
  editorTerritories,
  mapCapitalLayouts,
} from '../db/editorTables';

export type EditorMapRow = typeof editorMaps.$inferSelect;

export async function findEditorMap(db: Database, id: number): Promise<EditorMapRow | undefined> {
  const [row] = await db.select().from(editorMaps).where(eq(editorMaps.id, id));
  return row;
}

/** The maps in the editor a user may open: its own, or every one for staff (`authorId` null). */
export async function listEditorMaps(
  db: Database,
  authorId: number | null,
): Promise<DraftSummary[]> {
  const rows = await db
    .select({
      id: editorMaps.id,
      name: editorMaps.name,
      author: users.username,
      publishedAt: editorMaps.publishedAt,
      updatedAt: editorMaps.updatedAt,
      territories: count(editorTerritories.id),
    })
    .from(editorMaps)
    .leftJoin(users, eq(users.id, editorMaps.authorId))
    .leftJoin(editorTerritories, eq(editorTerritories.mapId, editorMaps.id))
    .where(authorId === null ? undefined : eq(editorMaps.authorId, authorId))
    .groupBy(editorMaps.id, users.username)
    .orderBy(desc(editorMaps.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    author: row.author ?? '',
    published: row.publishedAt !== null,
    territories: Number(row.territories),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function createEditorMap(
  db: Database,
  input: { authorId: number; name: string; width: number; height: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(editorMaps)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .returning({ id: editorMaps.id });
  if (!row) throw new Error('editor map insert returned nothing');
  return row.id;
}

export async function deleteEditorMap(db: Database, id: number): Promise<void> {
  await db.delete(editorMaps).where(eq(editorMaps.id, id));
}

export async function updateEditorMap(
  db: Database,
  id: number,
  patch: Partial<
    Pick<
      EditorMapRow,
      'name' | 'width' | 'height' | 'recommendedMin' | 'recommendedMax' | 'publishedAt'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(editorMaps)
    .set({ ...patch, updatedAt: now })
    .where(eq(editorMaps.id, id));
}

/** Every part of a map in the editor, in id order. */
export async function loadDraft(db: Database, row: EditorMapRow): Promise<MapDraft> {
  const mapId = row.id;
  const [author, territories, regions, adjacencies, background] = await Promise.all([
    row.authorId === null
      ? Promise.resolve([])
      : db.select({ name: users.username }).from(users).where(eq(users.id, row.authorId)),
    db
      .select()
      .from(editorTerritories)
      .where(eq(editorTerritories.mapId, mapId))
      .orderBy(asc(editorTerritories.id)),
    db
      .select()
      .from(editorRegions)
      .where(eq(editorRegions.mapId, mapId))
      .orderBy(asc(editorRegions.id)),
    db
      .select()
      .from(editorAdjacencies)
      .where(eq(editorAdjacencies.mapId, mapId))
      .orderBy(asc(editorAdjacencies.id)),
    backgroundHash(db, mapId),
  ]);
  const names = new Map(territories.map((t) => [t.id, t.name]));
  return {
    id: mapId,
    name: row.name,
    author: author[0]?.name ?? '',
    width: row.width,
    height: row.height,
    recommended_min: row.recommendedMin,
    recommended_max: row.recommendedMax,
    published: row.publishedAt !== null,
    background: background ? `/api/editor/maps/${mapId}/background?v=${background}` : null,
    territories: territories.map((t) => ({
      id: t.id,
      name: t.name,
      x: t.x,
      y: t.y,
      region: t.regionId,
    })),
    regions: regions.map((r) => ({ id: r.id, name: r.name, bonus: r.bonus })),
    adjacencies: adjacencies.map((a) => ({
      id: a.id,
      territory: a.fromId,
      other: a.toId,
      name: names.get(a.toId) ?? '',
    })),
  };
}

export async function countParts(
  db: Database,
  mapId: number,
): Promise<{ territories: number; regions: number }> {
  const [[territories], [regions]] = await Promise.all([
    db.select({ n: count() }).from(editorTerritories).where(eq(editorTerritories.mapId, mapId)),
    db.select({ n: count() }).from(editorRegions).where(eq(editorRegions.mapId, mapId)),
  ]);
  return { territories: Number(territories?.n ?? 0), regions: Number(regions?.n ?? 0) };
}

/** A territory of this map, or undefined. */
export async function findTerritory(db: Database, mapId: number, id: number) {
  const [row] = await db
    .select()
    .from(editorTerritories)
    .where(and(eq(editorTerritories.mapId, mapId), eq(editorTerritories.id, id)));
  return row;
}

/** A region of this map, or undefined. */
export async function findRegion(db: Database, mapId: number, id: number) {
  const [row] = await db
    .select()
    .from(editorRegions)
    .where(and(eq(editorRegions.mapId, mapId), eq(editorRegions.id, id)));
  return row;
}

export async function addTerritory(
  db: Database,
  mapId: number,
  input: { name: string; x: number; y: number; regionId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(editorTerritories)
    .values({ mapId, ...input })
    .returning({ id: editorTerritories.id });
  if (!row) throw new Error('territory insert returned nothing');
  return row.id;
}

export async function updateTerritory(
  db: Database,
  mapId: number,
  id: number,
  patch: Partial<{ name: string; x: number; y: number; regionId: number | null }>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(editorTerritories)
    .set(patch)
    .where(and(eq(editorTerritories.mapId, mapId), eq(editorTerritories.id, id)));
}

/** Deletes a territory and both directions of each of its borders. */
export async function removeTerritory(db: Database, mapId: number, id: number): Promise<void> {
  await db
    .delete(editorTerritories)
    .where(and(eq(editorTerritories.mapId, mapId), eq(editorTerritories.id, id)));
}

/** The territory's border towards `other`, and with `opposite` the way back too; returns its row. */
export async function addAdjacency(
  db: Database,
  mapId: number,
  from: number,
  to: number,
  opposite: boolean,
): Promise<number> {
  const rows = [{ mapId, fromId: from, toId: to }];
  if (opposite) rows.push({ mapId, fromId: to, toId: from });
  await db.insert(editorAdjacencies).values(rows).onConflictDoNothing();
  const [row] = await db
    .select({ id: editorAdjacencies.id })
    .from(editorAdjacencies)
    .where(and(eq(editorAdjacencies.fromId, from), eq(editorAdjacencies.toId, to)));
  if (!row) throw new Error('adjacency insert left no row');
  return row.id;
}

export async function removeAdjacency(
  db: Database,
  mapId: number,
  from: number,
  to: number,
  opposite: boolean,
): Promise<void> {
  const direction = (a: number, b: number) =>
    and(eq(editorAdjacencies.fromId, a), eq(editorAdjacencies.toId, b));
  await db
    .delete(editorAdjacencies)
    .where(
      and(
        eq(editorAdjacencies.mapId, mapId),
        opposite ? or(direction(from, to), direction(to, from)) : direction(from, to),
      ),
    );
}

export async function addRegion(
  db: Database,
  mapId: number,
  input: { name: string; bonus: number },
): Promise<number> {
  const [row] = await db
    .insert(editorRegions)
    .values({ mapId, ...input })
    .returning({ id: editorRegions.id });
  if (!row) throw new Error('region insert returned nothing');
  return row.id;
}

export async function updateRegion(
  db: Database,
  mapId: number,
  id: number,
  patch: Partial<{ name: string; bonus: number }>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(editorRegions)
    .set(patch)
    .where(and(eq(editorRegions.mapId, mapId), eq(editorRegions.id, id)));
}

/** Deletes a region; its territories are then in no region. */
export async function removeRegion(db: Database, mapId: number, id: number): Promise<void> {
  await db
    .delete(editorRegions)
    .where(and(eq(editorRegions.mapId, mapId), eq(editorRegions.id, id)));
}

/** Moves territories out of a region (region/territory/remove). */
export async function leaveRegion(
  db: Database,
  mapId: number,
  regionId: number,
  territoryId: number,
): Promise<void> {
  await db
    .update(editorTerritories)
    .set({ regionId: null })
    .where(
      and(
        eq(editorTerritories.mapId, mapId),
        eq(editorTerritories.id, territoryId),
        eq(editorTerritories.regionId, regionId),
      ),
    );
}

export interface Background {
  contentType: string;
  data: Buffer;
  hash: string;
}

export async function saveBackground(
  db: Database,
  mapId: number,
  image: Background,
): Promise<void> {
  await db
    .insert(editorBackgrounds)
    .values({ mapId, ...image })
    .onConflictDoUpdate({
      target: editorBackgrounds.mapId,
      set: {
        contentType: sql`excluded.content_type`,
        data: sql`excluded.data`,
        hash: sql`excluded.hash`,
      },
    });
}

/** The background picture's content hash, without its bytes; undefined for an empty canvas. */
export async function backgroundHash(db: Database, mapId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: editorBackgrounds.hash })
    .from(editorBackgrounds)
    .where(eq(editorBackgrounds.mapId, mapId));
  return row?.hash;
}

export async function loadBackground(db: Database, mapId: number): Promise<Background | undefined> {
  const [row] = await db
    .select({
      contentType: editorBackgrounds.contentType,
      data: editorBackgrounds.data,
      hash: editorBackgrounds.hash,
    })
    .from(editorBackgrounds)
    .where(eq(editorBackgrounds.mapId, mapId));
  return row;
}

/** Ids of the maps published from the editor. */
export async function publishedMapIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: editorMaps.id })
    .from(editorMaps)
    .where(isNotNull(editorMaps.publishedAt))
    .orderBy(asc(editorMaps.id));
  return rows.map((row) => row.id);
}

/** Saved capital layouts of some maps (all maps when `mapIds` is omitted), by player count. */
export async function capitalLayouts(
  db: Database,
  mapIds?: readonly number[],
): Promise<Map<number, Map<number, string[]>>> {
  const rows = await db
    .select()
    .from(mapCapitalLayouts)
    .where(mapIds ? inArray(mapCapitalLayouts.mapId, [...mapIds]) : undefined);
  const layouts = new Map<number, Map<number, string[]>>();
  for (const row of rows) {
    const map = layouts.get(row.mapId) ?? new Map<number, string[]>();
    map.set(row.playerCount, row.keys);
    layouts.set(row.mapId, map);
  }
  return layouts;
}

/** Saves layouts for some player counts (an empty list: no capitals games for that count). */
export async function saveCapitalLayouts(
  db: Database,
  mapId: number,
  layouts: ReadonlyMap<number, string[]>,
  now: Date,
): Promise<void> {
  if (layouts.size === 0) return;
  await db
    .insert(mapCapitalLayouts)
    .values(
      [...layouts].map(([playerCount, keys]) => ({ mapId, playerCount, keys, updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: [mapCapitalLayouts.mapId, mapCapitalLayouts.playerCount],
      set: { keys: sql`excluded.keys`, updatedAt: sql`excluded.updated_at` },
    });
}
