import { and, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_TYPES } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import type { Database } from '../db/client';
import { gameEvents, users } from '../db/schema';
import { finishingRanks, ratingChanges } from '../services/ratings';
import { finishReward } from '../../shared/protocol/tokens';

/**
 * At the end of a game: rating changes by its ranking mode, and the reward for finishing without
 * a missed turn. Games with computer players are rated only between the people in them, by their
 * places in the whole game (a computer's place counts, its rating does not exist); computers earn
 * nothing.
 */
export async function settleGameEnd(tx: Database, gameId: number, state: GameState): Promise<void> {
  const people = state.players.filter((p) => !p.computer);
  if (state.options.pointless === 1 || people.length < 2) return;
  const userIds = people.map((p) => p.user_id);
  const rows = await tx
    .select({ id: users.id, rating: users.rating })
    .from(users)
    .where(inArray(users.id, userIds));
  const ratingOf = new Map(rows.map((row) => [row.id, row.rating]));
  const ranks = finishingRanks(state);
  const deltas = ratingChanges(
    people.map((p) => ({
      playerId: p.player_id,
      team: p.team,
      rating: ratingOf.get(p.user_id) ?? 1500,
      rank: ranks.get(p.player_id) ?? state.players.length,
    })),
    state.options.ranking_mode,
  );
  const missed = await tx
    .select({ playerId: gameEvents.playerId, count: sql<number>`count(*)::int` })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, gameId),
        eq(gameEvents.type, EVENT_TYPES.TURN_END),
        eq(gameEvents.param1, 1),
      ),
    )
    .groupBy(gameEvents.playerId);
  const missedBy = new Map(missed.map((row) => [row.playerId, row.count]));
  for (const player of people) {
    const reward = player.resigned
      ? 0
      : finishReward(state.options, missedBy.get(player.player_id) ?? 0);
    const delta = deltas.get(player.player_id) ?? 0;
    if (reward === 0 && delta === 0) continue;
    await tx
      .update(users)
      .set({ rating: sql`${users.rating} + ${delta}`, tokens: sql`${users.tokens} + ${reward}` })
      .where(eq(users.id, player.user_id));
  }
}
