import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { GAME_STATUSES, type GameOptions } from '../../shared/engine';
import type { CurrentGame } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { gameSeats, games, maps } from '../db/schema';

/** The games a player sits in that have not ended, newest first. */
export async function currentGamesOf(db: Database, userId: number): Promise<CurrentGame[]> {
  const rows = await db
    .select({
      gameId: games.id,
      status: games.status,
      mapId: games.mapId,
      mapName: maps.name,
      options: games.options,
      onTurn: gameSeats.onTurn,
      createdAt: games.createdAt,
      seated: sql<number>`(SELECT count(*)::int FROM game_seats x WHERE x.game_id = ${games.id})`,
    })
    .from(games)
    .innerJoin(gameSeats, and(eq(gameSeats.gameId, games.id), eq(gameSeats.userId, userId)))
    .leftJoin(maps, eq(maps.id, games.mapId))
    .where(
      and(
        inArray(games.status, [GAME_STATUSES.pregame, GAME_STATUSES.running]),
        // The same seats again, as game ids alone: matched with the games not ended from the
        // index, before any seat row is read (a regular has hundreds of seats in finished games).
        inArray(
          games.id,
          db.select({ id: gameSeats.gameId }).from(gameSeats).where(eq(gameSeats.userId, userId)),
        ),
      ),
    )
    .orderBy(desc(games.id));
  return rows.map((row) => {
    const options = row.options as GameOptions;
    return {
      game_id: row.gameId,
      status: row.status as CurrentGame['status'],
      map_id: row.mapId,
      map_name: row.mapName ?? '',
      game_type: options.game_type,
      num_players: options.num_players,
      seated: row.seated,
      on_turn: row.onTurn,
      created_at: row.createdAt.toISOString(),
    };
  });
}
