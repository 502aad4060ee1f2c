import { z } from 'zod';

// The players' home: a player's profile, "my games", the archive of finished games and the
// ladders. Requests and replies as zod schemas, so the route contract can reference them.

/** The game type of the totals and ladders over every game type (as the lobby's "any"). */
export const ALL_GAME_TYPES = -1;
/** Finished rated games a person needs, in a ladder's game type and period, to enter it. */
export const LADDER_MIN_RATED_GAMES = 10;
/** The recent ladders' period. */
export const LADDER_RECENT_DAYS = 30;
export const LADDER_PAGE_SIZE = 50;
export const LADDER_PERIODS = ['all', '30d'] as const;
/** A type rating starts where every rating starts: the sum of that type's changes is added to it. */
export const BASE_RATING = 1500;

export const ARCHIVE_PAGE_SIZE = 20;
export const ARCHIVE_MAX_PAGE_SIZE = 100;
/** The rating history keeps a profile's chart to the newest points. */
export const RATING_HISTORY_LIMIT = 500;
export const RECENT_GAMES_LIMIT = 10;
export const FAVOURITE_OPPONENTS_LIMIT = 5;
export const RECENT_POSTS_LIMIT = 5;

/** The Lobby game fields the archive filters on, each an exact value. */
export const ARCHIVE_OPTION_FIELDS = [
  'num_players',
  'cards',
  'cards_advanced',
  'fog_of_war',
  'fortification',
  'turn_order',
  'dice',
  'players_per_team',
  'ranking_mode',
] as const;
export type ArchiveOptionField = (typeof ARCHIVE_OPTION_FIELDS)[number];

/** A whole number within bounds, read from a query string; every failure answers `text`. */
const wholeNumber = (min: number, max: number, text: string) =>
  z.coerce
    .number({ error: text })
    .int({ error: text })
    .min(min, { error: text })
    .max(max, { error: text });
const id = (name: string) => wholeNumber(1, 2_147_483_647, `The ${name} must be a user id.`);
const gameType = wholeNumber(0, 7, 'The game type must be a number from 0 to 7.');
const isoTime = z.iso.datetime({ offset: true });
const realTime = (text: string) => !Number.isNaN(Date.parse(text));
const dayOf = (text: string) => new Date(text).toISOString().slice(0, 10);
/** A filter's date: a day (2026-05-01) or a time with its offset (2026-05-01T12:00:00Z). */
const dateFilter = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
      error: `The ${name} date must be a day (YYYY-MM-DD) or a time with its offset.`,
    })
    // A day alone must be a day of the calendar (2026-02-31 would roll on into March).
    .refine((text) => realTime(text) && (text.length > 10 || dayOf(text) === text), {
      error: `The ${name} date is not a real date.`,
    })
    .transform((text) => new Date(text).toISOString());

/**
 * A page's position in the archive's order (ended_at, game_id), newest first:
 * `{microseconds since 1970}.{game id}` (the database's own precision, so no game is skipped).
 */
export const archiveCursor = z
  .string()
  .regex(/^\d{1,16}\.\d{1,10}$/, { error: 'The page cursor is not one this archive gave.' })
  .transform((text) => {
    const [endedUs, gameId] = text.split('.').map(Number);
    return { endedUs: endedUs!, gameId: gameId! };
  })
  .refine((cursor) => cursor.gameId <= 2_147_483_647, {
    error: 'The page cursor is not one this archive gave.',
  });
export const cursorOf = (endedUs: number, gameId: number): string => `${endedUs}.${gameId}`;

const optionFilters = Object.fromEntries(
  ARCHIVE_OPTION_FIELDS.map((field) => [
    field,
    wholeNumber(0, 99, `The option ${field} must be a number from 0 to 99.`).optional(),
  ]),
) as Record<ArchiveOptionField, z.ZodOptional<z.ZodCoercedNumber>>;

/** The archive's filters (a query string: every field optional) and its page. */
export const archiveQuery = z
  .object({
    player: id('player').optional(),
    /** Only games the player played against this one (needs `player`). */
    opponent: id('opponent').optional(),
    map: wholeNumber(1, 2_147_483_647, 'The map must be a map id.').optional(),
    game_type: gameType.optional(),
    /** Ended at or after / before this time (a day alone is its midnight, UTC). */
    from: dateFilter('from').optional(),
    to: dateFilter('to').optional(),
    rated: z.enum(['0', '1'], { error: 'Rated must be 0 or 1.' }).optional(),
    after: archiveCursor.optional(),
    limit: wholeNumber(
      1,
      ARCHIVE_MAX_PAGE_SIZE,
      `The page size must be a number from 1 to ${ARCHIVE_MAX_PAGE_SIZE}.`,
    ).default(ARCHIVE_PAGE_SIZE),
    ...optionFilters,
  })
  .refine((query) => query.opponent === undefined || query.player !== undefined, {
    message: 'An opponent needs a player.',
    path: ['opponent'],
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'The from date must be before the to date.',
    path: ['to'],
  });
export type ArchiveQuery = z.output<typeof archiveQuery>;

/** One person or computer player of a finished game, and how it went for them. */
export const finishedSeat = z.object({
  user_id: z.number(),
  username: z.string(),
  computer: z.boolean(),
  team: z.number(),
  /** 0 = first; a winning team shares 0. */
  place: z.number(),
  won: z.boolean(),
  resigned: z.boolean(),
  missed_turns: z.number(),
  rating_change: z.number(),
});

/** A finished game as the archive, "my games" and the profile list it (links: final state, replay). */
export const finishedGame = z.object({
  game_id: z.number(),
  ended_at: isoTime,
  map_id: z.number(),
  map_name: z.string(),
  game_type: z.number(),
  rated: z.boolean(),
  options: z.record(z.string(), z.unknown()),
  players: z.array(finishedSeat),
});
export type FinishedGame = z.infer<typeof finishedGame>;

export const archivePage = z.object({
  games: z.array(finishedGame),
  /** The next page's `after`, null on the last page. */
  next: z.string().nullable(),
});
export type ArchivePage = z.infer<typeof archivePage>;

/** A game still waiting for players (status 1) or running (status 2). */
export const currentGame = z.object({
  game_id: z.number(),
  status: z.union([z.literal(1), z.literal(2)]),
  map_id: z.number(),
  map_name: z.string(),
  game_type: z.number(),
  num_players: z.number(),
  seated: z.number(),
  /** The player whose games these are has the turn. */
  on_turn: z.boolean(),
  created_at: isoTime,
});
export type CurrentGame = z.infer<typeof currentGame>;

export const myGames = z.object({
  running: z.array(currentGame),
  waiting: z.array(currentGame),
  finished: archivePage,
});
export type MyGames = z.infer<typeof myGames>;

const record = { played: z.number(), won: z.number(), win_rate: z.number() };

export const playerProfile = z.object({
  /** Public fields only: never e-mail, addresses, roles, tokens or sessions. */
  user: z.object({
    id: z.number(),
    username: z.string(),
    computer: z.boolean(),
    rating: z.number(),
    joined_at: isoTime,
    last_active_at: isoTime,
  }),
  /** Place in the overall ladder of all time; null when not in it (computers never are). */
  rank: z.number().nullable(),
  ranked_players: z.number(),
  totals: z.object({
    ...record,
    resigned: z.number(),
    /** Games in which a turn was missed, and the turns missed. */
    missed: z.number(),
    missed_turns: z.number(),
    rated_played: z.number(),
  }),
  /** The rating after each rated game, oldest first (the newest RATING_HISTORY_LIMIT). */
  rating_history: z.array(z.object({ game_id: z.number(), at: isoTime, rating: z.number() })),
  by_game_type: z.array(z.object({ game_type: z.number(), ...record })),
  by_map: z.array(z.object({ map_id: z.number(), map_name: z.string(), ...record })),
  /** Those met most often, with the games won against them (the player placed above them). */
  opponents: z.array(
    z.object({
      user_id: z.number(),
      username: z.string(),
      computer: z.boolean(),
      games: z.number(),
      won: z.number(),
    }),
  ),
  current_games: z.array(currentGame),
  recent_games: z.array(finishedGame),
  forum: z.object({
    posts: z.number(),
    recent: z.array(
      z.object({
        post_id: z.number(),
        topic_id: z.number(),
        topic_title: z.string(),
        created_at: isoTime,
      }),
    ),
  }),
});
export type PlayerProfile = z.infer<typeof playerProfile>;

export const ladderQuery = z.object({
  /** Absent: every game type. */
  game_type: gameType.optional(),
  period: z
    .enum(LADDER_PERIODS, { error: `The period must be one of ${LADDER_PERIODS.join(', ')}.` })
    .default('all'),
  page: wholeNumber(1, 100_000, 'The page must be a number from 1.').default(1),
});
export type LadderQuery = z.output<typeof ladderQuery>;

export const ladderRow = z.object({
  /** Equal ratings share a rank (1, 2, 2, 4). */
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  /** The rating (overall), or the type rating: BASE_RATING plus that type's rating changes. */
  rating: z.number(),
  /** Finished rated games and wins in the ladder's type and period. */
  rated_games: z.number(),
  rated_won: z.number(),
});
export type LadderRow = z.infer<typeof ladderRow>;

export const ladderPage = z.object({
  game_type: z.number().nullable(),
  period: z.enum(LADDER_PERIODS),
  /** The rule for entering, shown on the page. */
  min_rated_games: z.number(),
  /** People in the ladder, and its pages. */
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  rows: z.array(ladderRow),
});
export type LadderPage = z.infer<typeof ladderPage>;
