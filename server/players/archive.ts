import { sql, type SQL } from 'drizzle-orm';
import {
  ARCHIVE_OPTION_FIELDS,
  cursorOf,
  type ArchivePage,
  type ArchiveQuery,
} from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { finishedGamesOf, type ListedGame } from './finishedList';
import { constant } from './rows';

/** The Lobby game fields the query names, as one jsonb value the game's options must contain. */
function optionsFilter(query: ArchiveQuery): Record<string, number> {
  const wanted: Record<string, number> = {};
  for (const field of ARCHIVE_OPTION_FIELDS) {
    const value = query[field];
    if (value !== undefined) wanted[field] = value;
  }
  return wanted;
}

/**
 * The conditions on a finished game `f`. Its end, map and type are read from `keyed` (`f`, or a
 * player's outcome `p`, which repeats them): a player's games are then filtered on the index
 * that walks them, before each is joined to its game for the rest.
 */
function conditions(query: ArchiveQuery, keyed: 'f' | 'p'): SQL[] {
  const column = (name: string) => sql.raw(`${keyed}.${name}`);
  const where: SQL[] = [];
  if (query.map !== undefined) where.push(sql`${column('map_id')} = ${query.map}`);
  if (query.game_type !== undefined) where.push(sql`${column('game_type')} = ${query.game_type}`);
  if (query.from !== undefined)
    where.push(sql`${column('ended_at')} >= ${query.from}::timestamptz`);
  if (query.to !== undefined) where.push(sql`${column('ended_at')} < ${query.to}::timestamptz`);
  if (query.rated !== undefined) where.push(sql`f.rated = ${query.rated === '1'}`);
  const options = optionsFilter(query);
  if (Object.keys(options).length > 0) {
    where.push(sql`f.options @> ${JSON.stringify(options)}::jsonb`);
  }
  if (query.after !== undefined) {
    const { endedUs, gameId } = query.after;
    const endedAt = sql`to_timestamp(0) + ${endedUs}::bigint * interval '1 microsecond'`;
    where.push(sql`(${column('ended_at')}, ${column('game_id')}) < (${endedAt}, ${gameId}::int)`);
  }
  return where;
}

/**
 * One page of finished games, newest first, in the stable order (ended_at, game_id): a page
 * starts after the cursor of the one before, so games that end meanwhile never shift a page.
 * One statement: the page's ids (one more than the page, to know whether another follows),
 * their games and players.
 */
export async function archivePage(db: Database, query: ArchiveQuery): Promise<ArchivePage> {
  return pageOf(await finishedGamesOf(db, archiveIds(query)), query.limit);
}

/** The page of `limit` games out of the `limit + 1` that `archiveIds` listed. */
export function pageOf(listed: readonly ListedGame[], limit: number): ArchivePage {
  const page = listed.slice(0, limit);
  const last = page.at(-1);
  return {
    games: page.map((row) => row.game),
    next: listed.length > limit && last ? cursorOf(last.endedUs, last.game.game_id) : null,
  };
}

/**
 * The ids of a page's games and of the first game after it. With a player, the page walks that
 * player's outcomes (their index holds the same order). The page's size is written into the
 * statement, not bound: a size as a parameter makes the database plan each call afresh (pages
 * come in one size or two, so this adds no more than a statement or two).
 */
export const archiveIds = (query: ArchiveQuery): SQL =>
  query.player === undefined ? pageOfAll(query) : pageOfPlayer(query);

function pageOfAll(query: ArchiveQuery): SQL {
  const where = conditions(query, 'f');
  return sql`SELECT f.game_id FROM finished_games f
    ${where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY f.ended_at DESC, f.game_id DESC
    LIMIT ${constant(query.limit + 1)}`;
}

function pageOfPlayer(query: ArchiveQuery): SQL {
  const where = [sql`p.user_id = ${query.player}`, ...conditions(query, 'p')];
  if (query.opponent !== undefined) {
    where.push(sql`EXISTS (SELECT 1 FROM game_outcomes o
      WHERE o.game_id = p.game_id AND o.user_id = ${query.opponent})`);
  }
  return sql`SELECT p.game_id FROM game_outcomes p JOIN finished_games f ON f.game_id = p.game_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY p.ended_at DESC, p.game_id DESC
    LIMIT ${constant(query.limit + 1)}`;
}
