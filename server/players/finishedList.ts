import { asc, eq, inArray } from 'drizzle-orm';
import type { FinishedGame } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { maps, users } from '../db/schema';
import { finishedGames, gameOutcomes } from '../db/playersTables';

/** The finished games `ids` with their players, in the order of `ids`. */
export async function finishedGamesByIds(
  db: Database,
  ids: readonly number[],
): Promise<FinishedGame[]> {
  if (ids.length === 0) return [];
  const games = await db
    .select({
      gameId: finishedGames.gameId,
      endedAt: finishedGames.endedAt,
      mapId: finishedGames.mapId,
      mapName: maps.name,
      gameType: finishedGames.gameType,
      rated: finishedGames.rated,
      options: finishedGames.options,
    })
    .from(finishedGames)
    .leftJoin(maps, eq(maps.id, finishedGames.mapId))
    .where(inArray(finishedGames.gameId, [...ids]));
  const seats = await db
    .select({
      gameId: gameOutcomes.gameId,
      user_id: gameOutcomes.userId,
      username: users.username,
      computer: gameOutcomes.computer,
      team: gameOutcomes.team,
      place: gameOutcomes.place,
      won: gameOutcomes.won,
      resigned: gameOutcomes.resigned,
      missed_turns: gameOutcomes.missedTurns,
      rating_change: gameOutcomes.ratingChange,
    })
    .from(gameOutcomes)
    .innerJoin(users, eq(users.id, gameOutcomes.userId))
    .where(inArray(gameOutcomes.gameId, [...ids]))
    .orderBy(asc(gameOutcomes.place), asc(users.username));
  const byId = new Map(games.map((game) => [game.gameId, game]));
  return ids.flatMap((id) => {
    const game = byId.get(id);
    if (!game) return [];
    return [
      {
        game_id: id,
        ended_at: game.endedAt.toISOString(),
        map_id: game.mapId,
        map_name: game.mapName ?? '',
        game_type: game.gameType,
        rated: game.rated,
        options: game.options as Record<string, unknown>,
        players: seats.filter((seat) => seat.gameId === id).map(({ gameId: _, ...seat }) => seat),
      },
    ];
  });
}
