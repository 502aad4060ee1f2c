import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { GameOptions } from '../../shared/engine';
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
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .leftJoin(maps, eq(maps.id, games.mapId))
    // The seats in games not ended (game_seats_current_idx): a regular's hundreds of seats in
    // finished games and the other players' games are never read.
    .where(and(eq(gameSeats.userId, userId), not(gameSeats.ended)))
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
