import { and, eq, inArray, sql } from 'drizzle-orm';
import { GAME_STATUSES } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import type { Database } from '../db/client';
import { games, gameSeats } from '../db/schema';
import { limitFor } from '../auth/permissions/repository';
import { callError, type CallError } from './errors';

/** Games the user still plays in: not ended, and its seat not out of the game. */
async function activeGameCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(
      and(
        eq(gameSeats.userId, userId),
        eq(gameSeats.alive, true),
        inArray(games.status, [GAME_STATUSES.pregame, GAME_STATUSES.running]),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The role's `games.active` limit (staff settings): creating or joining one more game is refused
 * once the user sits in that many unfinished games.
 */
export async function activeGamesRefusal(
  db: Database,
  user: SessionUser,
): Promise<CallError | undefined> {
  const limit = await limitFor(db, user.roles, 'games.active');
  if (limit === undefined || limit === Infinity) return undefined;
  return (await activeGameCount(db, user.id)) >= limit ? callError('tooManyGames') : undefined;
}
