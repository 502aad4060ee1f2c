import { eq } from 'drizzle-orm';
import type { GameResult } from '../../shared/protocol/gameResults';
import type { Database } from './client';
import { gameResults, users } from './schema';

/** The rating and token changes the end of a game made, person by person (none for unrated games). */
export async function resultsOf(db: Database, gameId: number): Promise<GameResult[]> {
  return db
    .select({
      user_id: gameResults.userId,
      username: users.username,
      rating_change: gameResults.ratingChange,
      tokens_change: gameResults.tokensChange,
    })
    .from(gameResults)
    .innerJoin(users, eq(users.id, gameResults.userId))
    .where(eq(gameResults.gameId, gameId))
    .orderBy(users.username);
}
