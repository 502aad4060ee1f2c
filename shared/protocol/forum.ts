import { z } from 'zod';
import type { GameLinks } from '../bbcode/BBCode';
import { bodyText, lineText } from './communityText';
import { idField } from './fields';

/** The forum's calls: categories -> topics -> posts, moderation, reports, search and `/api/forum/preview` (spec §7). */

export const TOPIC_TITLE_MAX_LENGTH = 120;
export const POST_BODY_MAX_LENGTH = 20_000;
export const REPORT_REASON_MAX_LENGTH = 500;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const TOPICS_PER_PAGE = 25;
export const POSTS_PER_PAGE = 20;
export const SEARCH_RESULTS_PER_PAGE = 20;

/** The specification's preview failure text (section 8). */
export const previewErrorText = (error: string) =>
  `There was an error retrieving the post preview: ${error}`;

/** A report's life: open in the queue until a moderator resolves or dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const FORUM_ERRORS = {
  noCategory: 'There is no such category.',
  noTopic: 'There is no such topic.',
  noPost: 'There is no such post.',
  noReport: 'There is no such report.',
  locked: 'This topic is locked.',
  staffOnly: 'Only staff can open topics in this forum.',
  notYourPost: 'You can only edit your own posts.',
  postDeleted: 'This post was deleted by a moderator.',
  alreadyReported: 'You have already reported this post.',
} as const;

export const postBody = bodyText('The post', POST_BODY_MAX_LENGTH);

export const newTopicRequest = z.object({
  title: lineText('The title', TOPIC_TITLE_MAX_LENGTH),
  body: postBody,
});
export const postRequest = z.object({ body: postBody });
export const previewRequest = z.object({ body: postBody });
export const reportRequest = z.object({
  reason: lineText('The reason', REPORT_REASON_MAX_LENGTH),
});
export const moveRequest = z.object({ category_id: idField });
export const searchQuery = z.object({
  q: lineText('The search', SEARCH_QUERY_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

/** The newest post of a category or topic, for "last post by ... at ...". */
export interface LastPostData {
  post_id: number;
  topic_id: number;
  topic_title: string;
  user_id: number;
  username: string;
  /** ISO time. */
  created_at: string;
}

export interface CategoryData {
  id: number;
  name: string;
  description: string;
  /** Only staff open topics in it (Announcements). */
  staff_only: boolean;
  topic_count: number;
  post_count: number;
  last_post: LastPostData | null;
  /** Some topic in it has a post the viewer has not read. */
  unread: boolean;
}

export interface ForumIndexResponse {
  success: true;
  categories: CategoryData[];
}

export interface TopicSummaryData {
  id: number;
  category_id: number;
  title: string;
  author_id: number;
  author: string;
  pinned: boolean;
  locked: boolean;
  /** Only moderators see deleted topics. */
  deleted: boolean;
  /** Posts after the first. */
  reply_count: number;
  last_post: LastPostData;
  unread: boolean;
}

export interface Pagination {
  page: number;
  pages: number;
}

export interface CategoryPageResponse extends Pagination {
  success: true;
  category: { id: number; name: string; description: string };
  topics: TopicSummaryData[];
  /** Whether the viewer may open a topic here. */
  can_post: boolean;
}

export interface PostData {
  id: number;
  topic_id: number;
  author_id: number;
  username: string;
  /** BBCode as typed; empty for a deleted post shown to a player. */
  body: string;
  /** The body rendered on the server (escaped); the client renders `body` itself with the same components. */
  html: string;
  created_at: string;
  /** The "edited" mark: when the author last changed it. */
  edited_at: string | null;
  deleted: boolean;
  can_edit: boolean;
}

export interface TopicData {
  id: number;
  title: string;
  category: { id: number; name: string };
  pinned: boolean;
  locked: boolean;
  deleted: boolean;
}

export interface TopicPageResponse extends Pagination {
  success: true;
  topic: TopicData;
  posts: PostData[];
  /** Name and status of every game the posts link to. */
  games: GameLinks;
  can_reply: boolean;
  can_moderate: boolean;
  /** The first post the viewer had not read before this page, if it is on this page. */
  first_unread_post_id: number | null;
}

export interface PreviewResponse {
  success: true;
  html: string;
  games: GameLinks;
}

export interface SearchHit {
  post_id: number;
  topic_id: number;
  topic_title: string;
  user_id: number;
  username: string;
  created_at: string;
  /** A plain-text excerpt around the match. */
  excerpt: string;
}

export interface SearchResponse extends Pagination {
  success: true;
  hits: SearchHit[];
}

export interface ReportData {
  id: number;
  post_id: number;
  topic_id: number;
  topic_title: string;
  post_author_id: number;
  post_author: string;
  post_body: string;
  reporter_id: number;
  reporter: string;
  reason: string;
  status: ReportStatus;
  created_at: string;
}

export interface ReportsResponse {
  success: true;
  reports: ReportData[];
}
