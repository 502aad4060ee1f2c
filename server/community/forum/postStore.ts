import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { plainTextOf } from '../../../shared/bbcode/plainText';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forumPosts, forumTopics, type Rendering } from '../../db/communityTables';

// Posts: pages of a topic, writing, editing, and moderators' delete and restore.

/** The search document of a post: its words without BBCode, after its topic's title for a first post. */
export function searchDocument(body: string, title?: string) {
  const text = title === undefined ? plainTextOf(body) : `${title}\n${plainTextOf(body)}`;
  return sql`to_tsvector('english', ${text})`;
}

export interface PostRow {
  id: number;
  topicId: number;
  authorId: number;
  username: string;
  body: string;
  html: string | null;
  gameLinks: Rendering['gameLinks'] | null;
  createdAt: Date;
  editedAt: Date | null;
  deleted: boolean;
}

const postColumns = {
  id: forumPosts.id,
  topicId: forumPosts.topicId,
  authorId: forumPosts.authorId,
  username: users.username,
  body: forumPosts.body,
  html: forumPosts.html,
  gameLinks: forumPosts.gameLinks,
  createdAt: forumPosts.createdAt,
  editedAt: forumPosts.editedAt,
  deleted: sql<boolean>`${forumPosts.deletedAt} is not null`,
};

export async function findPost(db: Database, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.id, id));
  return row;
}

/** One page of a topic's posts, oldest first (deleted ones included: they keep their place). */
export async function listPosts(
  db: Database,
  topicId: number,
  options: { limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select(postColumns)
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.authorId))
      .where(eq(forumPosts.topicId, topicId))
      .orderBy(asc(forumPosts.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(eq(forumPosts.topicId, topicId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many posts of its topic come before this one, counting it (its place for paging). */
export async function postPosition(db: Database, topicId: number, postId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forumPosts)
    .where(and(eq(forumPosts.topicId, topicId), lte(forumPosts.id, postId)));
  return row?.count ?? 0;
}

/** Adds a reply and makes it the topic's last post. */
export async function insertPost(
  db: Database,
  post: { topicId: number; authorId: number; body: string; rendering: Rendering; at: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(forumPosts)
      .values({
        topicId: post.topicId,
        authorId: post.authorId,
        body: post.body,
        html: post.rendering.html,
        gameLinks: post.rendering.gameLinks,
        search: searchDocument(post.body),
        createdAt: post.at,
      })
      .returning({ id: forumPosts.id });
    await tx
      .update(forumTopics)
      .set({ lastPostId: created!.id, lastPostAt: post.at })
      .where(eq(forumTopics.id, post.topicId));
    return created!.id;
  });
}

/** The author's edit: a new body and its rendering, the edited mark, and its search document (`title` for a first post). */
export async function updatePostBody(
  db: Database,
  post: { id: number; body: string; rendering: Rendering; title: string | undefined; at: Date },
) {
  await db
    .update(forumPosts)
    .set({
      body: post.body,
      html: post.rendering.html,
      gameLinks: post.rendering.gameLinks,
      editedAt: post.at,
      search: searchDocument(post.body, post.title),
    })
    .where(eq(forumPosts.id, post.id));
}

/** A post's body rendered again (it had no rendering yet, or a game it links to changed). */
export async function storePostRendering(db: Database, id: number, rendering: Rendering) {
  await db
    .update(forumPosts)
    .set({ html: rendering.html, gameLinks: rendering.gameLinks })
    .where(eq(forumPosts.id, id));
}

/** The id of a topic's first post. */
export async function firstPostId(db: Database, topicId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sql<number>`min(${forumPosts.id})` })
    .from(forumPosts)
    .where(eq(forumPosts.topicId, topicId));
  return row?.id ?? undefined;
}

/**
 * Marks a post deleted by a moderator, or restores it. Only the deletion columns change, so a
 * restored post is exactly what it was; the topic's last post follows what is visible.
 */
export async function setPostDeleted(
  db: Database,
  post: { id: number; topicId: number },
  deleted: { by: number; at: Date } | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(forumPosts)
      .set({ deletedAt: deleted?.at ?? null, deletedBy: deleted?.by ?? null })
      .where(eq(forumPosts.id, post.id));
    await tx.execute(sql`
      UPDATE ${forumTopics} SET last_post_id = newest.id, last_post_at = newest.created_at
      FROM (SELECT id, created_at FROM ${forumPosts}
            WHERE topic_id = ${post.topicId} AND deleted_at IS NULL
            ORDER BY id DESC LIMIT 1) AS newest
      WHERE ${forumTopics.id} = ${post.topicId}`);
  });
}
