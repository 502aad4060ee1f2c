import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameLinkInfo } from '../../shared/bbcode/BBCode';
import { REPORT_STATUSES } from '../../shared/protocol/forum';
import { notifications, users } from './schema';

/**
 * The [game] links a stored rendering was made with: each game id the body links to, with the
 * name and status it showed (null: no such game). A view renders again only when these changed.
 */
export type RenderedGameLinks = Record<string, GameLinkInfo | null>;

/** A body's rendering as stored beside it: its HTML and the [game] links it was made with. */
export interface Rendering {
  html: string;
  gameLinks: RenderedGameLinks;
}

/** A body's HTML, rendered when it was written (null until a row older than 0017 is first read). */
const renderedHtml = () => text('html');
const renderedGameLinks = () => jsonb('game_links').$type<RenderedGameLinks>();

// The community's tables: the forum, private messages, blocks and web push. Every text is stored
// as typed (BBCode source) and escaped whenever it is rendered.

/** PostgreSQL's full-text document type: written with to_tsvector(), read with @@. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const forumCategories = pgTable('forum_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Categories are listed by this, then by id. */
  position: integer('position').notNull().default(0),
  /** Only staff (`forum.moderate`) open topics here, as in Announcements; anyone may reply. */
  staffOnly: boolean('staff_only').notNull().default(false),
});

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id),
    authorId: userRef('author_id'),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    /** Set by a moderator's delete; clearing it restores the topic as it was. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The newest visible post's id and time, kept with every post change (orders the topic list). */
    lastPostId: integer('last_post_id').notNull().default(0),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('forum_topics_category_idx').on(table.categoryId, table.pinned, table.lastPostAt),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    /** BBCode as typed. */
    body: text('body').notNull(),
    html: renderedHtml(),
    gameLinks: renderedGameLinks(),
    createdAt: createdAt(),
    /** The author's last edit (the "edited" mark); null if never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set by a moderator's delete; the body stays, so a restore brings the post back exactly. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What search finds: the post's text without BBCode, and for a topic's first post its title
     * too (written with every change of the body; titles do not change).
     */
    search: tsvector('search').notNull(),
  },
  (table) => [
    index('forum_posts_topic_idx').on(table.topicId, table.id),
    // A player's profile counts and lists that player's posts.
    index('forum_posts_author_idx').on(table.authorId, table.id),
    index('forum_posts_search_idx').using('gin', table.search),
  ],
);

/** How far each user has read each topic: the unread marker is a newer post than this. */
export const forumReads = pgTable(
  'forum_reads',
  {
    userId: userRef('user_id'),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    lastReadPostId: integer('last_read_post_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topicId] })],
);

/** Reports of posts: the moderators' queue. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reporterId: userRef('reporter_id'),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('forum_reports_status_idx').on(table.status, table.createdAt),
    // One open report per reporter and post: reporting twice does not push it up the queue.
    uniqueIndex('forum_reports_open_idx')
      .on(table.postId, table.reporterId)
      .where(sql`status = 'open'`),
  ],
);

export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  createdAt: createdAt(),
  /** The newest message's time (orders the inbox). */
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    /** Messages up to this id are read. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** "Delete for me": messages up to this id are gone for this member; newer ones bring the conversation back. */
    hiddenUpToMessageId: integer('hidden_up_to_message_id').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    /** BBCode as typed. */
    body: text('body').notNull(),
    html: renderedHtml(),
    gameLinks: renderedGameLinks(),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.id),
    // The hourly message limit counts a sender's recent messages.
    index('messages_sender_idx').on(table.senderId, table.createdAt),
  ],
);

/** The notification a new message created, so the navbar can link it to its conversation. */
export const messageNotifications = pgTable('message_notifications', {
  notificationId: integer('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
});

/** `userId` does not want private messages from `blockedId`. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    userId: userRef('user_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.blockedId] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** Browser and OS names, as the browser reported them (spec §7). */
    name: text('name').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dhKey: text('p256dh_key').notNull(),
    authKey: text('auth_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Which kinds of push a user turned off; no row: all on. */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledKinds: text('disabled_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
