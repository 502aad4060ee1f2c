import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LADDER_MIN_RATED_GAMES } from '../../shared/protocol/players';
import { games, users } from './schema';

// The players' home reads finished games from these summaries, written once when a game ends
// (record.ts) and filled for older games by backfill.ts. They hold nothing the games table does
// not: they exist because the profile, the archive and the ladders must not open game states.

const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per finished game that was played (started): what the archive lists and filters. */
export const finishedGames = pgTable(
  'finished_games',
  {
    gameId: gameRef().primaryKey(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    mapId: integer('map_id').notNull(),
    gameType: integer('game_type').notNull(),
    /** Whether its end changed ratings (game_results has its rows). */
    rated: boolean('rated').notNull(),
    /** The Lobby game fields it was played with (filters use jsonb containment). */
    options: jsonb('options').notNull(),
  },
  (table) => [
    // The archive's keyset order, alone and under its most common filters.
    index('finished_games_ended_idx').on(table.endedAt, table.gameId),
    index('finished_games_map_idx').on(table.mapId, table.endedAt, table.gameId),
    index('finished_games_type_idx').on(table.gameType, table.endedAt, table.gameId),
    // A map and a type together, newest first, rated or not read from the index: the archive
    // walks it and reads a game's row only for the options (not one row per game of the map
    // and of the type).
    index('finished_games_map_type_idx').on(
      table.mapId,
      table.gameType,
      table.endedAt,
      table.gameId,
      table.rated,
    ),
  ],
);

/** One row per person or computer player in a finished game: how that game went for them. */
export const gameOutcomes = pgTable(
  'game_outcomes',
  {
    gameId: gameRef(),
    userId: userRef(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    mapId: integer('map_id').notNull(),
    gameType: integer('game_type').notNull(),
    rated: boolean('rated').notNull(),
    /** The seat was a computer player's. */
    computer: boolean('computer').notNull(),
    team: integer('team').notNull(),
    /** Finishing place, 0 = first; equal places are ties (a winning team shares 0). */
    place: integer('place').notNull(),
    won: boolean('won').notNull(),
    resigned: boolean('resigned').notNull(),
    missedTurns: integer('missed_turns').notNull(),
    ratingChange: integer('rating_change').notNull().default(0),
    /** The person's rating right after this game; null for unrated games and computers. */
    ratingAfter: integer('rating_after'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    // A player's games newest first: the profile, the rating history, "my games", the archive by
    // player. It carries every column those read of the player's own rows (drizzle cannot write
    // INCLUDE: they are trailing keys), so they read the index alone, a few pages per player,
    // instead of one heap page per game.
    index('game_outcomes_user_idx').on(
      table.userId,
      table.endedAt,
      table.gameId,
      table.mapId,
      table.gameType,
      table.rated,
      table.won,
      table.team,
      table.place,
      table.ratingAfter,
    ),
    // The 30-day ladders count recent rated games per person without reading the table.
    index('game_outcomes_recent_rated_idx')
      .on(table.endedAt, table.userId, table.won)
      .where(sql`${table.rated}`),
    index('game_outcomes_recent_type_idx')
      .on(table.gameType, table.endedAt, table.userId, table.won)
      .where(sql`${table.rated}`),
  ],
);

/**
 * A player's totals per game type, and over every type under ALL_GAME_TYPES (-1): the ladders'
 * entry counts and type ratings, the profile's figures. Kept by adding each finished game's outcomes.
 */
export const playerStats = pgTable(
  'player_stats',
  {
    userId: userRef(),
    gameType: integer('game_type').notNull(),
    played: integer('played').notNull(),
    won: integer('won').notNull(),
    resigned: integer('resigned').notNull(),
    /** Games in which the player missed at least one turn. */
    missed: integer('missed').notNull(),
    missedTurns: integer('missed_turns').notNull(),
    ratedPlayed: integer('rated_played').notNull(),
    ratedWon: integer('rated_won').notNull(),
    /** The sum of the rating changes of its rated games. */
    ratingPoints: integer('rating_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameType] }),
    // How many are in a ladder of all time (computers are never rated: never in it), and who:
    // the overall ladder's entrants are read from here alone, not from their rows (a player's
    // rows are spread over the table's pages, one per game type, each moved by every update).
    index('player_stats_entry_idx').on(table.gameType, table.ratedPlayed, table.userId),
    // A type's ladder of all time walks its entrants' type ratings from the highest (read
    // backwards), with all it shows of them: a page reads a few pages of this index, not a heap
    // page per entrant. Partial, of the game types' ladders only (the overall ladder walks the
    // users' ratings): its statement spells out the same conditions.
    index('player_stats_ladder_idx')
      .on(table.gameType, table.ratingPoints, table.userId, table.ratedPlayed, table.ratedWon)
      .where(sql.raw(`game_type >= 0 AND rated_played >= ${LADDER_MIN_RATED_GAMES}`)),
    // A profile's totals from one index page: the player's rows are spread over the table, one
    // heap page each (a row per game type, each written anew by every game's end).
    index('player_stats_totals_idx').on(
      table.userId,
      table.gameType,
      table.played,
      table.won,
      table.resigned,
      table.missed,
      table.missedTurns,
      table.ratedPlayed,
    ),
  ],
);

/**
 * How often a player met each opponent (on another side: teammates are not opponents) and won
 * against them (placed above): the profile's favourite opponents, read from a few index pages
 * instead of every game of the player's with every other seat of it. Kept by adding each
 * finished game's outcomes, as the totals above.
 */
export const playerOpponents = pgTable(
  'player_opponents',
  {
    userId: userRef(),
    opponentId: integer('opponent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    games: integer('games').notNull(),
    won: integer('won').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.opponentId] }),
    // A player's opponents met most first, read from the index alone.
    index('player_opponents_most_met_idx').on(
      table.userId,
      table.games.desc().nullsFirst(),
      table.opponentId,
      table.won,
    ),
  ],
);

/**
 * A player's games and wins on each map: the profile's win rate by map, read from a few index
 * pages instead of every outcome of the player's. Kept by adding each finished game's outcomes,
 * as the totals above.
 */
export const playerMaps = pgTable(
  'player_maps',
  {
    userId: userRef(),
    mapId: integer('map_id').notNull(),
    played: integer('played').notNull(),
    won: integer('won').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mapId] }),
    // A player's maps most played first, read from the index alone.
    index('player_maps_most_played_idx').on(
      table.userId,
      table.played.desc().nullsFirst(),
      table.mapId,
      table.won,
    ),
  ],
);
