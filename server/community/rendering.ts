import { eq, inArray } from 'drizzle-orm';
import type { GameLinkInfo, GameLinks } from '../../shared/bbcode/BBCode';
import { gameIdsIn, parseBBCode } from '../../shared/bbcode/parse';
import type { Database } from '../db/client';
import type { RenderedGameLinks, Rendering } from '../db/communityTables';
import { games, maps } from '../db/schema';
import { bbcodeHtml } from './bbcodeHtml';

// A post's or message's BBCode is rendered when it is written or edited, and the HTML is stored
// beside it; views serve the stored HTML. The one thing that can change under a stored rendering
// is a linked game's name or status, so the rendering keeps the links it was made with.

/** A stored body and its rendering (both null for a row written before renderings were stored). */
export interface StoredBody {
  id: number;
  body: string;
  html: string | null;
  gameLinks: RenderedGameLinks | null;
}

/** The name (its map's) and status of each of these games; an id with no game is left out. */
async function linkedGames(db: Database, ids: readonly number[]): Promise<GameLinks> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: games.id, status: games.status, name: maps.name })
    .from(games)
    .innerJoin(maps, eq(maps.id, games.mapId))
    .where(inArray(games.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, { name: row.name, status: row.status }]));
}

function renderWith(body: string, ids: readonly number[], linked: GameLinks): Rendering {
  return {
    html: bbcodeHtml(body, linked),
    gameLinks: Object.fromEntries(ids.map((id) => [id, linked[id] ?? null])),
  };
}

/** Renders a body being written (a post, an edit, a message, a preview), and the games it links to. */
export async function renderBody(
  db: Database,
  body: string,
): Promise<Rendering & { games: GameLinks }> {
  const ids = gameIdsIn(parseBBCode(body));
  const linked = await linkedGames(db, ids);
  return { ...renderWith(body, ids, linked), games: linked };
}

const sameLink = (then: GameLinkInfo | null | undefined, now: GameLinkInfo | undefined) =>
  then ? now !== undefined && now.name === then.name && now.status === then.status : !now;

/**
 * The HTML of stored bodies, and the games they link to as they are now (the reply's `games`).
 * A body is rendered again only when it has no stored rendering yet or a game it links to changed
 * since; `store` writes that rendering back, so each version is rendered once.
 */
export async function storedHtml(
  db: Database,
  rows: readonly StoredBody[],
  store: (id: number, rendering: Rendering) => Promise<void>,
): Promise<{ html: Map<number, string>; games: GameLinks }> {
  const idsOf = new Map(
    rows.map((row) => [
      row.id,
      row.gameLinks ? Object.keys(row.gameLinks).map(Number) : gameIdsIn(parseBBCode(row.body)),
    ]),
  );
  const linked = await linkedGames(db, [...new Set([...idsOf.values()].flat())]);
  const html = new Map<number, string>();
  for (const row of rows) {
    const ids = idsOf.get(row.id)!;
    const stored = row.gameLinks;
    if (row.html !== null && stored && ids.every((id) => sameLink(stored[id], linked[id]))) {
      html.set(row.id, row.html);
      continue;
    }
    const rendering = renderWith(row.body, ids, linked);
    await store(row.id, rendering);
    html.set(row.id, rendering.html);
  }
  return { html, games: linked };
}
