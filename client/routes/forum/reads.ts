import type { SiteRouteKey } from '../../../shared/protocol/routes';

/**
 * The forum's reads a post, an edit or a moderator's action can change (counts, last posts,
 * unread marks, flags, the posts themselves): a write invalidates them all.
 */
export const FORUM_READS = [
  'GET /api/forum',
  'GET /api/forum/categories/:categoryId',
  'GET /api/forum/topics/:topicId',
  'GET /api/forum/search',
] as const satisfies readonly SiteRouteKey[];
