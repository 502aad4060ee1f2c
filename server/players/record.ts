import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MISSED_TURNS_LIMIT, type GameState } from '../../shared/engine';
import { ALL_GAME_TYPES } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import { gameResults, users } from '../db/schema';
import { finishingRanks } from '../services/ratings';
import { missedTurnsBySeat } from '../db/games';
import {
  finishedGames,
  gameOutcomes,
  playerMaps,
  playerOpponents,
  playerStats,
} from '../db/playersTables';

export type OutcomeRow = typeof gameOutcomes.$inferInsert;
export type FinishedGameRow = typeof finishedGames.$inferInsert;

/** What the end of a game wrote elsewhere, read back to be summarised. */
export interface Settled {
  /** Rating change per person of a rated game (game_results); empty for an unrated game. */
  ratingChanges: ReadonlyMap<number, number>;
  /** Missed turns per seat (player id). */
  missedBy: ReadonlyMap<number, number>;
}

/** Only games that were played are kept: a game that ended before it started has no outcome. */
export const wasPlayed = (state: GameState): boolean =>
  state.started_at > 0 && state.players.length > 0;

/**
 * The summary of a finished game and one outcome per seat and per person a computer replaced
 * (who ranks below every seat, the earliest replaced last, as the ratings rank them).
 */
export function outcomesOf(
  gameId: number,
  state: GameState,
  settled: Settled,
): { game: FinishedGameRow; outcomes: OutcomeRow[] } {
  const endedAt = new Date(state.ended_at);
  const rated = settled.ratingChanges.size > 0;
  const common = {
    gameId,
    endedAt,
    mapId: state.options.map_id,
    gameType: state.options.game_type,
  };
  const ranks = finishingRanks(state);
  const seats = state.players.map((p): OutcomeRow => {
    const place = ranks.get(p.player_id) ?? state.players.length;
    return {
      ...common,
      // Computers are never rated, even in a game that rated its people.
      rated: rated && p.computer === null,
      userId: p.user_id,
      computer: p.computer !== null,
      team: p.team,
      place,
      won: place === 0,
      resigned: p.resigned,
      missedTurns: settled.missedBy.get(p.player_id) ?? 0,
      ratingChange: settled.ratingChanges.get(p.user_id) ?? 0,
    };
  });
  const replaced = state.replaced.map((r, i): OutcomeRow => ({
    ...common,
    rated,
    userId: r.user_id,
    computer: false,
    team: r.team,
    place: state.players.length + state.replaced.length - 1 - i,
    won: false,
    resigned: false,
    // A seat is handed to a computer after this many missed turns in a row.
    missedTurns: MISSED_TURNS_LIMIT,
    ratingChange: settled.ratingChanges.get(r.user_id) ?? 0,
  }));
  // One row per person: should a replaced person hold a seat too, the seat's row is the one kept
  // (a second row would fail the transaction that ends the game).
  const seated = new Set(seats.map((row) => row.userId));
  const outcomes = [...seats, ...replaced.filter((row) => !seated.has(row.userId))];
  return {
    game: { ...common, rated, options: state.options },
    outcomes,
  };
}

/** Reads back what the end of game `gameId` settled: its rating changes and missed turns. */
export async function readSettled(db: Database, gameId: number): Promise<Settled> {
  // One after the other: inside a transaction both go over its one connection anyway.
  const changes = await db
    .select({ userId: gameResults.userId, change: gameResults.ratingChange })
    .from(gameResults)
    .where(eq(gameResults.gameId, gameId));
  return {
    ratingChanges: new Map(changes.map((row) => [row.userId, row.change])),
    missedBy: await missedTurnsBySeat(db, gameId),
  };
}

/**
 * Adds the outcomes matching `which` (on `o`) to the players' totals, per game type and over all
 * types, per map, and to their counts of each opponent met. The end of a game adds its own; the backfill
 * and the seed add many at once.
 */
export async function addToPlayerStats(db: Database, which: SQL): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${playerStats} (user_id, game_type, played, won, resigned, missed, missed_turns,
      rated_played, rated_won, rating_points)
    SELECT o.user_id, scope.game_type, count(*)::int,
      count(*) FILTER (WHERE o.won)::int,
      count(*) FILTER (WHERE o.resigned)::int,
      count(*) FILTER (WHERE o.missed_turns > 0)::int,
      coalesce(sum(o.missed_turns), 0)::int,
      count(*) FILTER (WHERE o.rated)::int,
      count(*) FILTER (WHERE o.rated AND o.won)::int,
      coalesce(sum(o.rating_change) FILTER (WHERE o.rated), 0)::int
    FROM ${gameOutcomes} o
    CROSS JOIN LATERAL (VALUES (o.game_type), (${ALL_GAME_TYPES}::int)) AS scope(game_type)
    WHERE ${which}
    GROUP BY o.user_id, scope.game_type
    ON CONFLICT (user_id, game_type) DO UPDATE SET
      played = player_stats.played + excluded.played,
      won = player_stats.won + excluded.won,
      resigned = player_stats.resigned + excluded.resigned,
      missed = player_stats.missed + excluded.missed,
      missed_turns = player_stats.missed_turns + excluded.missed_turns,
      rated_played = player_stats.rated_played + excluded.rated_played,
      rated_won = player_stats.rated_won + excluded.rated_won,
      rating_points = player_stats.rating_points + excluded.rating_points`);
  // In key order, so that two games ending at once lock the pairs they share in the same order.
  await db.execute(sql`
    INSERT INTO ${playerOpponents} (user_id, opponent_id, games, won)
    SELECT o.user_id, them.user_id, count(*)::int,
      count(*) FILTER (WHERE o.place < them.place)::int
    FROM ${gameOutcomes} o
    JOIN ${gameOutcomes} them ON them.game_id = o.game_id AND them.user_id <> o.user_id
    WHERE (${which}) AND (o.team = 0 OR them.team <> o.team)
    GROUP BY o.user_id, them.user_id
    ORDER BY o.user_id, them.user_id
    ON CONFLICT (user_id, opponent_id) DO UPDATE SET
      games = player_opponents.games + excluded.games,
      won = player_opponents.won + excluded.won`);
  // In key order too, for the same reason.
  await db.execute(sql`
    INSERT INTO ${playerMaps} (user_id, map_id, played, won)
    SELECT o.user_id, o.map_id, count(*)::int, count(*) FILTER (WHERE o.won)::int
    FROM ${gameOutcomes} o
    WHERE ${which}
    GROUP BY o.user_id, o.map_id
    ORDER BY o.user_id, o.map_id
    ON CONFLICT (user_id, map_id) DO UPDATE SET
      played = player_maps.played + excluded.played,
      won = player_maps.won + excluded.won`);
}

/**
 * Summarises a game that has just ended, in the transaction that ended it and after its ratings
 * were settled (so each rated person's rating now is the rating after this game).
 */
export async function recordFinishedGame(
  tx: Database,
  gameId: number,
  state: GameState,
): Promise<void> {
  if (!wasPlayed(state)) return;
  const { game, outcomes } = outcomesOf(gameId, state, await readSettled(tx, gameId));
  const inserted = await tx
    .insert(finishedGames)
    .values(game)
    .onConflictDoNothing()
    .returning({ id: finishedGames.gameId });
  if (inserted.length === 0) return;
  const ratedIds = outcomes.filter((o) => o.rated).map((o) => o.userId);
  const ratings =
    ratedIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, rating: users.rating })
          .from(users)
          .where(inArray(users.id, ratedIds));
  const ratingOf = new Map(ratings.map((row) => [row.id, row.rating]));
  await tx
    .insert(gameOutcomes)
    .values(outcomes.map((o) => ({ ...o, ratingAfter: ratingOf.get(o.userId) ?? null })));
  await addToPlayerStats(tx, sql`o.game_id = ${gameId}`);
}
