import { z } from 'zod';
import type { GameLinks } from '../../bbcode/BBCode';
import { pageParam } from '../communityText';
import { route, type RouteTable } from '../contract/route';
import { idParams } from '../contract/params';
import { idField } from '../fields';
import {
  FORUM_ERRORS,
  REPORT_STATUSES,
  moveRequest,
  newTopicRequest,
  postRequest,
  previewRequest,
  reportRequest,
  searchQuery,
  type CategoryPageResponse,
  type ForumIndexResponse,
  type LastPostData,
  type PostData,
  type ReportsResponse,
  type SearchResponse,
  type TopicPageResponse,
  type PreviewResponse,
} from '../forum';

// The forum (spec §7): pages read by anyone, writing by signed-in users, moderation by holders of
// forum.moderate (a guest is asked to sign in first).

const int = z.number().int();
const iso = z.string();
const yes = z.literal(true);

const NOT_SIGNED_IN = 'Not signed in.';
const NOT_MODERATOR = 'Not a forum moderator.';
const BAD_INPUT = 'A field is missing, too long or holds control characters (the text names it).';

/** The name and status of each game a body links to, by game id. */
export const gameLinksSchema = z.record(
  z.string(),
  z.object({ name: z.string(), status: int }),
) satisfies z.ZodType<GameLinks>;

const lastPost = z.object({
  post_id: int,
  topic_id: int,
  topic_title: z.string(),
  user_id: int,
  username: z.string(),
  created_at: iso,
}) satisfies z.ZodType<LastPostData>;

const pagination = { page: int, pages: int };

const post = z.object({
  id: int,
  topic_id: int,
  author_id: int,
  username: z.string(),
  body: z.string(),
  html: z.string(),
  created_at: iso,
  edited_at: iso.nullable(),
  deleted: z.boolean(),
  can_edit: z.boolean(),
}) satisfies z.ZodType<PostData>;

const written = z.object({ success: yes, topic_id: int, post_id: int });

const topicParams = idParams('topicId');
const postParams = idParams('postId');

/** lock, unlock, pin, unpin, delete or restore a topic: the topic's flags after it. */
const topicModeration = (summary: string) =>
  route({
    summary,
    tag: 'Forum',
    access: { permission: 'forum.moderate', signedIn: true },
    params: topicParams,
    missing: FORUM_ERRORS.noTopic,
    reply: z.object({
      success: yes,
      topic_id: int,
      locked: z.boolean(),
      pinned: z.boolean(),
      deleted: z.boolean(),
    }),
    refusals: { 401: NOT_SIGNED_IN, 403: NOT_MODERATOR, 404: FORUM_ERRORS.noTopic },
  });

const postModeration = (summary: string) =>
  route({
    summary,
    tag: 'Forum',
    access: { permission: 'forum.moderate', signedIn: true },
    params: postParams,
    missing: FORUM_ERRORS.noPost,
    reply: z.object({ success: yes, post_id: int, deleted: z.boolean() }),
    refusals: { 401: NOT_SIGNED_IN, 403: NOT_MODERATOR, 404: FORUM_ERRORS.noPost },
  });

const reportHandling = (summary: string, status: 'resolved' | 'dismissed') =>
  route({
    summary,
    tag: 'Forum',
    access: { permission: 'forum.moderate', signedIn: true },
    params: idParams('reportId'),
    missing: FORUM_ERRORS.noReport,
    reply: z.object({ success: yes, report_id: int, status: z.literal(status) }),
    refusals: { 401: NOT_SIGNED_IN, 403: NOT_MODERATOR, 404: FORUM_ERRORS.noReport },
  });

export const FORUM_ROUTES = {
  'GET /api/forum': route({
    summary: 'The categories with their counts, newest post and unread marker.',
    tag: 'Forum',
    access: 'anyone',
    reply: z.object({
      success: yes,
      categories: z.array(
        z.object({
          id: int,
          name: z.string(),
          description: z.string(),
          staff_only: z.boolean(),
          topic_count: int,
          post_count: int,
          last_post: lastPost.nullable(),
          unread: z.boolean(),
        }),
      ),
    }) satisfies z.ZodType<ForumIndexResponse>,
    refusals: {},
  }),
  'GET /api/forum/categories/:categoryId': route({
    summary: 'A page of a category’s topics, pinned first.',
    tag: 'Forum',
    access: 'anyone',
    params: idParams('categoryId'),
    missing: FORUM_ERRORS.noCategory,
    query: z.object({ page: pageParam }),
    reply: z.object({
      success: yes,
      ...pagination,
      category: z.object({ id: int, name: z.string(), description: z.string() }),
      topics: z.array(
        z.object({
          id: int,
          category_id: int,
          title: z.string(),
          author_id: int,
          author: z.string(),
          pinned: z.boolean(),
          locked: z.boolean(),
          deleted: z.boolean(),
          reply_count: int,
          last_post: lastPost,
          unread: z.boolean(),
        }),
      ),
      can_post: z.boolean(),
    }) satisfies z.ZodType<CategoryPageResponse>,
    refusals: { 404: FORUM_ERRORS.noCategory },
  }),
  'POST /api/forum/categories/:categoryId/topics': route({
    summary: 'Opens a topic with its first post.',
    tag: 'Forum',
    access: 'player',
    limit: 'forumPost',
    params: idParams('categoryId'),
    missing: FORUM_ERRORS.noCategory,
    body: newTopicRequest,
    reply: written,
    refusals: {
      401: NOT_SIGNED_IN,
      403: FORUM_ERRORS.staffOnly,
      404: FORUM_ERRORS.noCategory,
      422: BAD_INPUT,
      429: 'Too many posts.',
    },
  }),
  'GET /api/forum/topics/:topicId': route({
    summary: 'A page of a topic’s posts (page, or the page holding post), which marks them read.',
    tag: 'Forum',
    access: 'anyone',
    params: topicParams,
    missing: FORUM_ERRORS.noTopic,
    query: z.object({ page: pageParam, post: idField.optional().catch(undefined) }),
    reply: z.object({
      success: yes,
      ...pagination,
      topic: z.object({
        id: int,
        title: z.string(),
        category: z.object({ id: int, name: z.string() }),
        pinned: z.boolean(),
        locked: z.boolean(),
        deleted: z.boolean(),
      }),
      posts: z.array(post),
      games: gameLinksSchema,
      can_reply: z.boolean(),
      can_moderate: z.boolean(),
      first_unread_post_id: int.nullable(),
    }) satisfies z.ZodType<TopicPageResponse>,
    refusals: { 404: FORUM_ERRORS.noTopic },
  }),
  'POST /api/forum/topics/:topicId/posts': route({
    summary: 'Replies at the end of a topic (a locked topic takes moderators’ replies only).',
    tag: 'Forum',
    access: 'player',
    limit: 'forumPost',
    params: topicParams,
    missing: FORUM_ERRORS.noTopic,
    body: postRequest,
    reply: written,
    refusals: {
      401: NOT_SIGNED_IN,
      403: FORUM_ERRORS.locked,
      404: FORUM_ERRORS.noTopic,
      422: BAD_INPUT,
      429: 'Too many posts.',
    },
  }),
  'POST /api/forum/posts/:postId/edit': route({
    summary: 'The author changes their own post (marked edited).',
    tag: 'Forum',
    access: 'player',
    limit: 'forumPost',
    params: postParams,
    missing: FORUM_ERRORS.noPost,
    body: postRequest,
    reply: z.object({ success: yes, post_id: int, edited_at: iso }),
    refusals: {
      401: NOT_SIGNED_IN,
      403: `${FORUM_ERRORS.notYourPost} / ${FORUM_ERRORS.postDeleted} / ${FORUM_ERRORS.locked}`,
      404: FORUM_ERRORS.noPost,
      422: BAD_INPUT,
      429: 'Too many posts.',
    },
  }),
  'POST /api/forum/posts/:postId/report': route({
    summary: 'Reports a post to the moderators’ queue.',
    tag: 'Forum',
    access: 'player',
    limit: 'report',
    params: postParams,
    missing: FORUM_ERRORS.noPost,
    body: reportRequest,
    reply: z.object({ success: yes, post_id: int }),
    refusals: {
      401: NOT_SIGNED_IN,
      404: FORUM_ERRORS.noPost,
      409: FORUM_ERRORS.alreadyReported,
      422: BAD_INPUT,
      429: 'Too many reports.',
    },
  }),
  'POST /api/forum/preview': route({
    summary: 'A body as it will look (its HTML) and the games it links to.',
    tag: 'Forum',
    access: 'player',
    body: previewRequest,
    reply: z.object({
      success: yes,
      html: z.string(),
      games: gameLinksSchema,
    }) satisfies z.ZodType<PreviewResponse>,
    refusals: { 401: NOT_SIGNED_IN, 422: BAD_INPUT },
  }),
  'GET /api/forum/search': route({
    summary: 'Posts (and topic titles) matching the words of q, newest first.',
    tag: 'Forum',
    access: 'anyone',
    query: searchQuery,
    reply: z.object({
      success: yes,
      ...pagination,
      hits: z.array(
        z.object({
          post_id: int,
          topic_id: int,
          topic_title: z.string(),
          user_id: int,
          username: z.string(),
          created_at: iso,
          excerpt: z.string(),
        }),
      ),
    }) satisfies z.ZodType<SearchResponse>,
    refusals: { 422: 'The search is missing, too long or holds control characters.' },
  }),
  'POST /api/forum/posts/:postId/delete': postModeration('Hides a post, keeping its text.'),
  'POST /api/forum/posts/:postId/restore': postModeration('Shows a deleted post again.'),
  'POST /api/forum/topics/:topicId/lock': topicModeration('Locks a topic.'),
  'POST /api/forum/topics/:topicId/unlock': topicModeration('Unlocks a topic.'),
  'POST /api/forum/topics/:topicId/pin': topicModeration('Pins a topic to its category’s top.'),
  'POST /api/forum/topics/:topicId/unpin': topicModeration('Unpins a topic.'),
  'POST /api/forum/topics/:topicId/delete': topicModeration('Hides a topic from players.'),
  'POST /api/forum/topics/:topicId/restore': topicModeration('Shows a deleted topic again.'),
  'POST /api/forum/topics/:topicId/move': route({
    summary: 'Moves a topic to another category.',
    tag: 'Forum',
    access: { permission: 'forum.moderate', signedIn: true },
    params: topicParams,
    missing: FORUM_ERRORS.noTopic,
    body: moveRequest,
    reply: z.object({ success: yes, topic_id: int, category_id: int }),
    refusals: {
      401: NOT_SIGNED_IN,
      403: NOT_MODERATOR,
      404: `${FORUM_ERRORS.noTopic} / ${FORUM_ERRORS.noCategory}`,
      422: 'category_id is not a row id.',
    },
  }),
  'GET /api/forum/reports': route({
    summary: 'The moderators’ queue of reported posts (status: open unless asked otherwise).',
    tag: 'Forum',
    access: { permission: 'forum.moderate', signedIn: true },
    query: z.object({ status: z.enum(REPORT_STATUSES).catch('open') }),
    reply: z.object({
      success: yes,
      reports: z.array(
        z.object({
          id: int,
          post_id: int,
          topic_id: int,
          topic_title: z.string(),
          post_author_id: int,
          post_author: z.string(),
          post_body: z.string(),
          reporter_id: int,
          reporter: z.string(),
          reason: z.string(),
          status: z.enum(REPORT_STATUSES),
          created_at: iso,
        }),
      ),
    }) satisfies z.ZodType<ReportsResponse>,
    refusals: { 401: NOT_SIGNED_IN, 403: NOT_MODERATOR },
  }),
  'POST /api/forum/reports/:reportId/resolve': reportHandling(
    'Closes a report as resolved.',
    'resolved',
  ),
  'POST /api/forum/reports/:reportId/dismiss': reportHandling(
    'Closes a report as dismissed.',
    'dismissed',
  ),
} satisfies RouteTable;
