import type { SessionUser } from '../../../shared/protocol/account';
import { ok, refuse, type Answer } from '../../../shared/protocol/contract/envelope';
import {
  FORUM_ERRORS,
  POSTS_PER_PAGE,
  TOPICS_PER_PAGE,
  type CategoryData,
  type CategoryPageResponse,
  type ForumIndexResponse,
  type LastPostData,
  type PostData,
  type TopicPageResponse,
} from '../../../shared/protocol/forum';
import type { AppContext } from '../../context';
import { bbcodeHtml } from '../bbcodeHtml';
import { storedHtml } from '../rendering';
import { canModerateForum, mayOpenTopic } from './permissions';
import { listPosts, postPosition, storePostRendering, type PostRow } from './postStore';
import {
  categoryStats,
  findCategory,
  findTopic,
  lastPostPerCategory,
  listCategoryRows,
  listTopics,
  markRead,
  readMark,
  type LastPostRow,
} from './topicStore';

const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

function lastPostData(row: LastPostRow): LastPostData {
  return {
    post_id: row.postId,
    topic_id: row.topicId,
    topic_title: row.topicTitle,
    user_id: row.userId,
    username: row.username,
    created_at: row.createdAt.toISOString(),
  };
}

/** The forum's front page: every category with its counts, newest post and unread marker. */
export async function forumIndex(
  context: AppContext,
  user: SessionUser | null,
): Promise<Answer<ForumIndexResponse>> {
  const [categories, stats, lastPosts] = await Promise.all([
    listCategoryRows(context.db),
    categoryStats(context.db, user?.id ?? 0),
    lastPostPerCategory(context.db),
  ]);
  const body: ForumIndexResponse = {
    success: true,
    categories: categories.map((category): CategoryData => {
      const stat = stats.find((s) => s.categoryId === category.id);
      const last = lastPosts.find((p) => p.categoryId === category.id);
      return {
        id: category.id,
        name: category.name,
        description: category.description,
        staff_only: category.staffOnly,
        topic_count: stat?.topicCount ?? 0,
        post_count: stat?.postCount ?? 0,
        last_post: last ? lastPostData(last) : null,
        unread: stat?.unread ?? false,
      };
    }),
  };
  return ok(body);
}

/** One page of a category's topics. */
export async function categoryPage(
  context: AppContext,
  user: SessionUser | null,
  categoryId: number,
  page: number,
): Promise<Answer<CategoryPageResponse>> {
  const category = await findCategory(context.db, categoryId);
  if (!category) return refuse(404, FORUM_ERRORS.noCategory);
  const { rows, total } = await listTopics(context.db, categoryId, {
    userId: user?.id ?? 0,
    includeDeleted: canModerateForum(user),
    limit: TOPICS_PER_PAGE,
    offset: (page - 1) * TOPICS_PER_PAGE,
  });
  const body: CategoryPageResponse = {
    success: true,
    category: { id: category.id, name: category.name, description: category.description },
    topics: rows.map((row) => ({
      id: row.id,
      category_id: row.categoryId,
      title: row.title,
      author_id: row.authorId,
      author: row.author,
      pinned: row.pinned,
      locked: row.locked,
      deleted: row.deleted,
      reply_count: Math.max(0, row.replyCount),
      last_post: lastPostData(row),
      unread: row.unread,
    })),
    can_post: mayOpenTopic(user, category),
    page,
    pages: pagesOf(total, TOPICS_PER_PAGE),
  };
  return ok(body);
}

/** What a deleted post shows to those who may not read it. */
const NO_HTML = bbcodeHtml('');

/** A post as the viewer may see it (`html`: its stored rendering, if the viewer may read it). */
function postData(row: PostRow, user: SessionUser | null, html: string | undefined): PostData {
  return {
    id: row.id,
    topic_id: row.topicId,
    author_id: row.authorId,
    username: row.username,
    body: html === undefined ? '' : row.body,
    html: html ?? NO_HTML,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted: row.deleted,
    can_edit: user?.id === row.authorId && !row.deleted,
  };
}

/**
 * One page of a topic (`page`, or the page holding `postId`), which moves the viewer's read mark
 * to its last post. Deleted topics exist only for moderators.
 */
export async function topicPage(
  context: AppContext,
  user: SessionUser | null,
  topicId: number,
  at: { page: number; postId?: number },
): Promise<Answer<TopicPageResponse>> {
  const topic = await findTopic(context.db, topicId);
  const moderator = canModerateForum(user);
  if (!topic || (topic.deleted && !moderator)) return refuse(404, FORUM_ERRORS.noTopic);
  const page = at.postId
    ? Math.ceil(Math.max(1, await postPosition(context.db, topicId, at.postId)) / POSTS_PER_PAGE)
    : at.page;
  const { rows, total } = await listPosts(context.db, topicId, {
    limit: POSTS_PER_PAGE,
    offset: (page - 1) * POSTS_PER_PAGE,
  });
  const readBefore = user ? await readMark(context.db, user.id, topicId) : 0;
  const lastShown = rows.at(-1)?.id;
  if (user && lastShown) await markRead(context.db, user.id, topicId, lastShown);
  const { html, games } = await storedHtml(
    context.db,
    rows.filter((row) => !row.deleted || moderator),
    (id, rendering) => storePostRendering(context.db, id, rendering),
  );
  const body: TopicPageResponse = {
    success: true,
    topic: {
      id: topic.id,
      title: topic.title,
      category: { id: topic.categoryId, name: topic.categoryName },
      pinned: topic.pinned,
      locked: topic.locked,
      deleted: topic.deleted,
    },
    posts: rows.map((row) => postData(row, user, html.get(row.id))),
    games,
    can_reply: user !== null && (!topic.locked || moderator),
    can_moderate: moderator,
    first_unread_post_id: user ? (rows.find((row) => row.id > readBefore)?.id ?? null) : null,
    page,
    pages: pagesOf(total, POSTS_PER_PAGE),
  };
  return ok(body);
}
