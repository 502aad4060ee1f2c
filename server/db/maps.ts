import { count, gte, sql } from 'drizzle-orm';
import type { MapGameCounts } from '../../shared/protocol/mapEntity';
import type { Database } from './client';
import { games, maps } from './schema';

export interface MapRow {
  id: number;
  name: string;
  author: string;
  status: number;
  /** The map file as loaded. */
  data: unknown;
  createdDate: string;
}

/** Inserts or refreshes the loaded maps (the files stay the source of truth). */
export async function upsertMaps(db: Database, rows: MapRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(maps)
    .values(rows.map((row) => ({ ...row, updatedAt: now })))
    .onConflictDoUpdate({
      target: maps.id,
      set: {
        name: sql`excluded.name`,
        author: sql`excluded.author`,
        status: sql`excluded.status`,
        data: sql`excluded.data`,
        createdDate: sql`excluded.created_date`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Games per map: all of them, and those created since `recentSince`. */
export async function gameCountsByMap(
  db: Database,
  recentSince: Date,
): Promise<Map<number, MapGameCounts>> {
  const [totals, recents] = await Promise.all([
    db.select({ mapId: games.mapId, n: count() }).from(games).groupBy(games.mapId),
    db
      .select({ mapId: games.mapId, n: count() })
      .from(games)
      .where(gte(games.createdAt, recentSince))
      .groupBy(games.mapId),
  ]);
  const counts = new Map<number, MapGameCounts>();
  for (const row of totals) counts.set(row.mapId, { total: Number(row.n), recent: 0 });
  for (const row of recents) {
    const entry = counts.get(row.mapId) ?? { total: 0, recent: 0 };
    entry.recent = Number(row.n);
    counts.set(row.mapId, entry);
  }
  return counts;
}
