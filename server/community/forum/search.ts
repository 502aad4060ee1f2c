import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { plainTextOf } from '../../../shared/bbcode/plainText';
import { ok, type Answer } from '../../../shared/protocol/contract/envelope';
import { SEARCH_RESULTS_PER_PAGE, type SearchResponse } from '../../../shared/protocol/forum';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forumPosts, forumTopics } from '../../db/communityTables';

const EXCERPT_LENGTH = 200;

// How many of the newest posts the first, ordered search looks through (see searchPosts).
const RECENT_POSTS = 4_000;

/**
 * Posts whose words (or, for a first post, its topic's title) match the query, newest first.
 * PostgreSQL full-text search (`websearch_to_tsquery`: words, "quoted phrases", -excluded) over
 * the GIN-indexed search document. Newest-first has two good plans, and the planner cannot tell
 * which from its statistics: walking posts backwards by id is instant for common words and a
 * scan of the whole table for rare ones, while the GIN index is instant for rare words and a
 * sort of everything for common ones. So the walk is tried over the newest posts only, and if
 * it does not fill the page, the GIN index answers (`id + 0` keeps the planner off the walk).
 */
export async function searchPosts(db: Database, query: string, limit: number, offset: number) {
  const matches = sql`${forumPosts.search} @@ websearch_to_tsquery('english', ${query})`;
  const recent = sql`${forumPosts.id} > (SELECT coalesce(max(id), 0) - ${RECENT_POSTS} FROM ${forumPosts})`;
  const found = await matchingPosts(db, and(matches, recent)!, desc(forumPosts.id), limit, offset);
  if (found.length === limit) return found;
  return matchingPosts(db, matches, sql`${forumPosts.id} + 0 DESC`, limit, offset);
}

function matchingPosts(db: Database, where: SQL, order: SQL, limit: number, offset: number) {
  return db
    .select({
      postId: forumPosts.id,
      topicId: forumPosts.topicId,
      topicTitle: forumTopics.title,
      userId: users.id,
      username: users.username,
      body: forumPosts.body,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(where, isNull(forumPosts.deletedAt), isNull(forumTopics.deletedAt)))
    .orderBy(order)
    .limit(limit)
    .offset(offset);
}

/** A plain-text window of the post around the first word of the query it contains. */
export function excerptOf(body: string, query: string): string {
  const text = plainTextOf(body).replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  const found = words.map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  const at = found.length > 0 ? Math.min(...found) : 0;
  const start = Math.max(0, at - EXCERPT_LENGTH / 4);
  const excerpt = text.slice(start, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${excerpt}${start + EXCERPT_LENGTH < text.length ? '…' : ''}`;
}

/** `/api/forum/search?q=&page=`. */
export async function searchForum(
  context: AppContext,
  query: string,
  page: number,
): Promise<Answer<SearchResponse>> {
  const rows = await searchPosts(
    context.db,
    query,
    SEARCH_RESULTS_PER_PAGE + 1,
    (page - 1) * SEARCH_RESULTS_PER_PAGE,
  );
  const more = rows.length > SEARCH_RESULTS_PER_PAGE;
  const body: SearchResponse = {
    success: true,
    hits: rows.slice(0, SEARCH_RESULTS_PER_PAGE).map((row) => ({
      post_id: row.postId,
      topic_id: row.topicId,
      topic_title: row.topicTitle,
      user_id: row.userId,
      username: row.username,
      created_at: row.createdAt.toISOString(),
      excerpt: excerptOf(row.body, query),
    })),
    page,
    pages: more ? page + 1 : page,
  };
  return ok(body);
}
