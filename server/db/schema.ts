import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { STARTING_TOKENS } from '../../shared/protocol/tokens';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{player}'::text[]`),
    tokens: integer('tokens').notNull().default(STARTING_TOKENS),
    rating: integer('rating').notNull().default(1500),
    /** Days of absence taken in `absenceYear` (DESIGN §5: up to 14 a year). */
    absenceDaysUsed: integer('absence_days_used').notNull().default(0),
    absenceYear: integer('absence_year').notNull().default(0),
    /**
     * A computer player's account (one per computer seat): it has no password, cannot log in,
     * and neither pays nor earns tokens nor has its rating changed.
     */
    isComputer: boolean('is_computer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames are unique regardless of case: "Bob" and "bob" would be indistinguishable in a game.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_last_active_idx').on(table.lastActiveAt),
    // The overall ladder walks people by rating (highest first, read backwards), and its ratings
    // are read whole from here for the profiles' ranks (ladders.ts), not from the table's pages.
    index('users_rating_idx')
      .on(table.rating, table.id)
      .where(sql`NOT ${table.isComputer}`),
    // The names of the players a list shows (a finished game's seats, the opponents met): a
    // third of the table's pages, read from the index alone.
    index('users_names_idx').on(table.id, table.username, table.isComputer),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a database leak does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    usernameLower: text('username_lower').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_lookup_idx').on(table.usernameLower, table.ip, table.at),
    index('login_failures_ip_idx').on(table.ip, table.at),
  ],
);

/** Process-independent settings generated once (e.g. the CSRF signing secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A map file as loaded on start (maps/*.json); the file stays the source of truth. */
export const maps = pgTable('maps', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  author: text('author').notNull(),
  status: integer('status').notNull(),
  /** The map file, validated by shared/maps/parse.ts. */
  data: jsonb('data').notNull(),
  createdDate: text('created_date').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    mapId: integer('map_id').notNull(),
    status: integer('status').notNull(),
    /** The Lobby game fields (engine GameOptions). */
    options: jsonb('options').notNull(),
    /** Letters and digits only (spec §5); empty = no password. */
    password: text('password').notNull().default(''),
    /**
     * The engine state and its version; each accepted action bumps it in one transaction.
     * Plain json, not jsonb: it is only ever written and read whole, and jsonb's conversion
     * doubled the cost of the write every action makes.
     */
    state: json('state').notNull(),
    version: integer('version').notNull().default(0),
    /** Per seat: the version at which that player's last accepted action applied (rejects duplicates). */
    actionVersions: json('action_versions')
      .notNull()
      .default(sql`'{}'::json`),
    /** The replay's starting point: the playback state right after the deal (null before the start). */
    startState: jsonb('start_state'),
    /** The creator's computer-player settings (shared/protocol/computers.ts); null: none. */
    computers: jsonb('computers'),
    /** When the engine next has something due (turn expiry, autokick); null when nothing is. */
    nextDeadline: timestamp('next_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The finished game this one is the rematch of; null for a game created from the form. */
    rematchOf: integer('rematch_of').references((): AnyPgColumn => games.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('games_status_idx').on(table.status),
    index('games_deadline_idx').on(table.nextDeadline),
    index('games_map_idx').on(table.mapId),
    // One rematch per finished game: a second player's press joins it instead of making another.
    uniqueIndex('games_rematch_of_idx').on(table.rematchOf),
  ],
);

/** The replay log: every event of every accepted action, in order. */
export const gameEvents = pgTable(
  'game_events',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    version: integer('version').notNull(),
    type: integer('type').notNull(),
    playerId: integer('player_id').notNull(),
    param1: integer('param1').notNull(),
    param2: integer('param2').notNull(),
    param3: integer('param3').notNull(),
    param4: integer('param4').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.seq] })],
);

/** Who sits where, kept in step with the state for lists (navbar, lobby, my games). */
export const gameSeats = pgTable(
  'game_seats',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').notNull(),
    color: integer('color').notNull(),
    team: integer('team').notNull().default(0),
    alive: boolean('alive').notNull().default(true),
    onTurn: boolean('on_turn').notNull().default(false),
    /**
     * The game has ended: a copy of `games.status`, written by the statement that changes it
     * (server/db/games.ts), so that a player's current games are read from their seats alone.
     */
    ended: boolean('ended').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    // A player's seats in every game (the navbar's counts, whether one has finished a game).
    index('game_seats_user_idx').on(table.userId, table.gameId),
    // The seats in games not ended (a few thousand at most, however many games have ended): a
    // player's current games are one probe here, not a scan of every game not ended.
    index('game_seats_current_idx')
      .on(table.userId, table.gameId)
      .where(sql`NOT ${table.ended}`),
  ],
);

/** What the end of a rated game did to each person in it: the game-over screen shows it. */
export const gameResults = pgTable(
  'game_results',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratingChange: integer('rating_change').notNull(),
    tokensChange: integer('tokens_change').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] })],
);

export const gameNotes = pgTable(
  'game_notes',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] })],
);

export const gameReports = pgTable('game_reports', {
  id: serial('id').primaryKey(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reportedId: integer('reported_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: integer('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const supportRequests = pgTable('support_requests', {
  id: serial('id').primaryKey(),
  gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: integer('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** your-turn, game-started, game-ended, invited, kicked, staff. */
    kind: text('kind').notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    /** Plain text (escaped when rendered). */
    text: text('text').notNull(),
    /** Seconds the client shows it before removing it; negative: no auto-removal. */
    timeout: integer('timeout').notNull().default(-1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId)],
);

/** Orders every chat change (new, deleted, restored line): `/chat`'s last_updated is one of these. */
export const chatRevisions = pgSequence('chat_revisions');

export const chatLines = pgTable(
  'chat_lines',
  {
    id: serial('id').primaryKey(),
    /** 'lobby', 'game-{id}' or 'team-{id}-{team}' (server/services/chat/channels.ts). */
    channel: text('channel').notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text as typed; escaped whenever it is rendered. */
    body: text('body').notNull(),
    /** Bumped from chat_revisions on every change, so pollers fetch what changed since their last call. */
    revision: integer('revision')
      .notNull()
      .default(sql`nextval('chat_revisions')`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_lines_channel_revision_idx').on(table.channel, table.revision)],
);
