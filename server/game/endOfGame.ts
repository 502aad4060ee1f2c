import { eq, inArray, sql } from 'drizzle-orm';
import type { GameState } from '../../shared/engine';
import type { Database } from '../db/client';
import { gameResults, users } from '../db/schema';
import { finishingRanks, ratingChanges } from '../services/ratings';
import { missedTurnsBySeat } from '../db/games';
import { finishReward } from '../../shared/protocol/tokens';

/** A person rated at the end: a seat's, or one whose seat a computer player took over. */
interface RatedPerson {
  /** The seat's player id; a negative number for a person who was replaced. */
  key: number;
  userId: number;
  team: number;
  rank: number;
  /** The seat whose missed turns decide the reward, or null (no reward). */
  rewardSeat: GameState['players'][number] | null;
}

/**
 * The people of a game in finishing order. Computer players keep their places (a computer's
 * win puts every person below it) but are not rated; people replaced by a computer after
 * missing 3 turns rank below every seat, the earliest replaced last.
 */
function ratedPeople(state: GameState): RatedPerson[] {
  const ranks = finishingRanks(state);
  const seated = state.players
    .filter((p) => !p.computer)
    .map((p) => ({
      key: p.player_id,
      userId: p.user_id,
      team: p.team,
      rank: ranks.get(p.player_id) ?? state.players.length,
      rewardSeat: p.resigned ? null : p,
    }));
  const replaced = state.replaced.map((r, i) => ({
    key: -(i + 1),
    userId: r.user_id,
    team: r.team,
    rank: state.players.length + state.replaced.length - 1 - i,
    rewardSeat: null,
  }));
  return [...seated, ...replaced];
}

/**
 * At the end of a game: rating changes by its ranking mode, and the reward for finishing without
 * a missed turn. Games with computer players are rated only between the people in them
 * (ratedPeople); computers neither earn nor have their ratings changed.
 */
export async function settleGameEnd(tx: Database, gameId: number, state: GameState): Promise<void> {
  const people = ratedPeople(state);
  if (state.options.pointless === 1 || people.length < 2) return;
  const rows = await tx
    .select({ id: users.id, rating: users.rating })
    .from(users)
    .where(
      inArray(
        users.id,
        people.map((p) => p.userId),
      ),
    );
  const ratingOf = new Map(rows.map((row) => [row.id, row.rating]));
  const deltas = ratingChanges(
    people.map((p) => ({
      playerId: p.key,
      team: p.team,
      rating: ratingOf.get(p.userId) ?? 1500,
      rank: p.rank,
    })),
    state.options.ranking_mode,
  );
  const missedBy = await missedTurnsBySeat(tx, gameId);
  const results = people.map((person) => {
    const seat = person.rewardSeat;
    return {
      gameId,
      userId: person.userId,
      ratingChange: deltas.get(person.key) ?? 0,
      tokensChange: seat ? finishReward(state.options, missedBy.get(seat.player_id) ?? 0) : 0,
    };
  });
  await tx.insert(gameResults).values(results).onConflictDoNothing();
  for (const { userId, ratingChange: delta, tokensChange: reward } of results) {
    if (reward === 0 && delta === 0) continue;
    await tx
      .update(users)
      .set({ rating: sql`${users.rating} + ${delta}`, tokens: sql`${users.tokens} + ${reward}` })
      .where(eq(users.id, userId));
  }
}
