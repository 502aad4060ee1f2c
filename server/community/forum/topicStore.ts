import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import {
  forumCategories,
  forumPosts,
  forumReads,
  forumTopics,
  type Rendering,
} from '../../db/communityTables';
import { searchDocument } from './postStore';

// Categories and topics: listing with counts, last posts and the viewer's unread markers.

const lastAuthors = alias(users, 'last_author');
const lastPosts = alias(forumPosts, 'last_post');

/**
 * The outer query's topic id, named with its table: in a query over one table drizzle writes
 * columns bare, and a bare "id" inside a subquery over posts would be the post's own id.
 */
const outerTopicId = sql`${forumTopics}.${sql.identifier('id')}`;

/** A topic has something new for the viewer: a post after the viewer's read mark, newer than the account. */
function unreadFor(userId: number): SQL<boolean> {
  if (userId <= 0) return sql<boolean>`false`;
  return sql<boolean>`(${forumTopics.lastPostId} > coalesce((
      select ${forumReads.lastReadPostId} from ${forumReads}
      where ${forumReads.userId} = ${userId} and ${forumReads.topicId} = ${outerTopicId}), 0)
    and ${forumTopics.lastPostAt} > (select ${users.createdAt} from ${users} where ${users.id} = ${userId}))`;
}

export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  staffOnly: boolean;
}

const categoryColumns = {
  id: forumCategories.id,
  name: forumCategories.name,
  description: forumCategories.description,
  staffOnly: forumCategories.staffOnly,
};

export async function listCategoryRows(db: Database): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(forumCategories)
    .orderBy(asc(forumCategories.position), asc(forumCategories.id));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(forumCategories)
    .where(eq(forumCategories.id, id));
  return row;
}

export interface CategoryStats {
  categoryId: number;
  topicCount: number;
  postCount: number;
  unread: boolean;
}

/** Visible topics and posts per category, and whether any of its topics is unread for the viewer. */
export async function categoryStats(db: Database, userId: number): Promise<CategoryStats[]> {
  return db
    .select({
      categoryId: forumTopics.categoryId,
      topicCount: sql<number>`count(*)::int`,
      postCount: sql<number>`coalesce(sum((select count(*) from ${forumPosts}
        where ${forumPosts.topicId} = ${outerTopicId} and ${forumPosts.deletedAt} is null)), 0)::int`,
      unread: sql<boolean>`coalesce(bool_or(${unreadFor(userId)}), false)`,
    })
    .from(forumTopics)
    .where(isNull(forumTopics.deletedAt))
    .groupBy(forumTopics.categoryId);
}

export interface LastPostRow {
  categoryId: number;
  postId: number;
  topicId: number;
  topicTitle: string;
  userId: number;
  username: string;
  createdAt: Date;
}

const lastPostColumns = {
  categoryId: forumTopics.categoryId,
  postId: forumTopics.lastPostId,
  topicId: forumTopics.id,
  topicTitle: forumTopics.title,
  userId: lastAuthors.id,
  username: lastAuthors.username,
  createdAt: forumTopics.lastPostAt,
};

/** Each category's newest visible post. */
export async function lastPostPerCategory(db: Database): Promise<LastPostRow[]> {
  return db
    .selectDistinctOn([forumTopics.categoryId], lastPostColumns)
    .from(forumTopics)
    .innerJoin(lastPosts, eq(lastPosts.id, forumTopics.lastPostId))
    .innerJoin(lastAuthors, eq(lastAuthors.id, lastPosts.authorId))
    .where(isNull(forumTopics.deletedAt))
    .orderBy(forumTopics.categoryId, desc(forumTopics.lastPostAt), desc(forumTopics.lastPostId));
}

export interface TopicRow {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  authorId: number;
  pinned: boolean;
  locked: boolean;
  deleted: boolean;
  lastPostId: number;
}

export async function findTopic(db: Database, id: number): Promise<TopicRow | undefined> {
  const [row] = await db
    .select({
      id: forumTopics.id,
      categoryId: forumTopics.categoryId,
      categoryName: forumCategories.name,
      title: forumTopics.title,
      authorId: forumTopics.authorId,
      pinned: forumTopics.pinned,
      locked: forumTopics.locked,
      deleted: sql<boolean>`${forumTopics.deletedAt} is not null`,
      lastPostId: forumTopics.lastPostId,
    })
    .from(forumTopics)
    .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
    .where(eq(forumTopics.id, id));
  return row;
}

export interface TopicListRow extends LastPostRow {
  id: number;
  title: string;
  authorId: number;
  author: string;
  pinned: boolean;
  locked: boolean;
  deleted: boolean;
  replyCount: number;
  unread: boolean;
}

/** One page of a category's topics: pinned first, then by newest post. */
export async function listTopics(
  db: Database,
  categoryId: number,
  options: { userId: number; includeDeleted: boolean; limit: number; offset: number },
): Promise<{ rows: TopicListRow[]; total: number }> {
  const authors = alias(users, 'author');
  const where = and(
    eq(forumTopics.categoryId, categoryId),
    options.includeDeleted ? undefined : isNull(forumTopics.deletedAt),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...lastPostColumns,
        id: forumTopics.id,
        title: forumTopics.title,
        authorId: forumTopics.authorId,
        author: authors.username,
        pinned: forumTopics.pinned,
        locked: forumTopics.locked,
        deleted: sql<boolean>`${forumTopics.deletedAt} is not null`,
        replyCount: sql<number>`(select count(*) from ${forumPosts}
          where ${forumPosts.topicId} = ${forumTopics.id} and ${forumPosts.deletedAt} is null)::int - 1`,
        unread: unreadFor(options.userId),
      })
      .from(forumTopics)
      .innerJoin(authors, eq(authors.id, forumTopics.authorId))
      .innerJoin(lastPosts, eq(lastPosts.id, forumTopics.lastPostId))
      .innerJoin(lastAuthors, eq(lastAuthors.id, lastPosts.authorId))
      .where(where)
      .orderBy(desc(forumTopics.pinned), desc(forumTopics.lastPostAt), desc(forumTopics.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumTopics)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Creates a topic with its first post; returns both ids. */
export async function insertTopic(
  db: Database,
  topic: {
    categoryId: number;
    authorId: number;
    title: string;
    body: string;
    rendering: Rendering;
    at: Date;
  },
): Promise<{ topicId: number; postId: number }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(forumTopics)
      .values({
        categoryId: topic.categoryId,
        authorId: topic.authorId,
        title: topic.title,
        createdAt: topic.at,
        lastPostAt: topic.at,
      })
      .returning({ id: forumTopics.id });
    const [post] = await tx
      .insert(forumPosts)
      .values({
        topicId: created!.id,
        authorId: topic.authorId,
        body: topic.body,
        html: topic.rendering.html,
        gameLinks: topic.rendering.gameLinks,
        search: searchDocument(topic.body, topic.title),
        createdAt: topic.at,
      })
      .returning({ id: forumPosts.id });
    await tx
      .update(forumTopics)
      .set({ lastPostId: post!.id })
      .where(eq(forumTopics.id, created!.id));
    return { topicId: created!.id, postId: post!.id };
  });
}

export type TopicFlags = Partial<{
  pinned: boolean;
  locked: boolean;
  categoryId: number;
  deleted: { by: number; at: Date } | null;
}>;

/** Pins, locks, moves, deletes or restores a topic; its posts are untouched. */
export async function updateTopic(db: Database, id: number, flags: TopicFlags): Promise<void> {
  const { deleted, ...rest } = flags;
  await db
    .update(forumTopics)
    .set({
      ...rest,
      ...(deleted === undefined
        ? {}
        : { deletedAt: deleted?.at ?? null, deletedBy: deleted?.by ?? null }),
    })
    .where(eq(forumTopics.id, id));
}

/** Moves the viewer's read mark forward (never back) to `postId`. */
export async function markRead(db: Database, userId: number, topicId: number, postId: number) {
  await db
    .insert(forumReads)
    .values({ userId, topicId, lastReadPostId: postId })
    .onConflictDoUpdate({
      target: [forumReads.userId, forumReads.topicId],
      set: {
        lastReadPostId: sql`greatest(${forumReads.lastReadPostId}, excluded.last_read_post_id)`,
      },
    });
}

export async function readMark(db: Database, userId: number, topicId: number): Promise<number> {
  const [row] = await db
    .select({ id: forumReads.lastReadPostId })
    .from(forumReads)
    .where(and(eq(forumReads.userId, userId), eq(forumReads.topicId, topicId)));
  return row?.id ?? 0;
}
