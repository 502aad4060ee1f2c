import { eq, inArray } from 'drizzle-orm';
import type { GameLinks } from '../../shared/bbcode/BBCode';
import { gameIdsIn, parseBBCode } from '../../shared/bbcode/parse';
import type { Database } from '../db/client';
import { games, maps } from '../db/schema';

/** The name (its map's) and status of each game these BBCode texts link to with [game]. */
export async function gameLinksFor(db: Database, bodies: readonly string[]): Promise<GameLinks> {
  const ids = new Set<number>();
  for (const body of bodies) for (const id of gameIdsIn(parseBBCode(body))) ids.add(id);
  if (ids.size === 0) return {};
  const rows = await db
    .select({ id: games.id, status: games.status, name: maps.name })
    .from(games)
    .innerJoin(maps, eq(maps.id, games.mapId))
    .where(inArray(games.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, { name: row.name, status: row.status }]));
}
