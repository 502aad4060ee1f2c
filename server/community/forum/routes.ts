import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { pageParam } from '../../../shared/protocol/communityText';
import { idField } from '../../../shared/protocol/fields';
import {
  FORUM_ERRORS,
  moveRequest,
  newTopicRequest,
  postRequest,
  previewRequest,
  reportRequest,
  searchQuery,
} from '../../../shared/protocol/forum';
import { FORBIDDEN, NOT_LOGGED_IN, requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { answer } from '../../http/answer';
import { rateLimit } from '../../http/rateLimit';
import { parsed, withId } from '../../http/replies';
import { REPORT_STATUSES } from '../../db/communityTables';
import {
  handleReport,
  moderatePost,
  moderateTopic,
  moveTopic,
  reportPost,
  reportQueue,
  TOPIC_ACTIONS,
} from './moderation';
import { canModerateForum } from './permissions';
import { categoryPage, forumIndex, topicPage } from './reading';
import { searchForum } from './search';
import { createTopic, editPost, previewPost, replyToTopic } from './writing';

/** Lets only users with the forum moderation permission through. */
const requireForumModerator: RequestHandler = (req, res, next) => {
  const user = req.viewer.user;
  if (!user) return void res.status(401).json({ success: false, error: NOT_LOGGED_IN });
  if (!canModerateForum(user))
    return void res.status(403).json({ success: false, error: FORBIDDEN });
  next();
};

const topicQuery = z.object({
  page: pageParam,
  post: idField.optional().catch(undefined),
});
const reportsQuery = z.object({ status: z.enum(REPORT_STATUSES).catch('open') });

/** The forum under /api/forum (pages read by anyone; writing needs an account; moderation its permission). */
export function forumRoutes(context: AppContext): Router {
  const router = Router();
  const player = requireRole('player');

  router.get('/api/forum', async (req, res) =>
    answer(res, await forumIndex(context, req.viewer.user)),
  );

  router.get(
    '/api/forum/categories/:categoryId',
    withId('categoryId', FORUM_ERRORS.noCategory, async (req, res, id) => {
      const page = pageParam.parse(req.query.page);
      answer(res, await categoryPage(context, req.viewer.user, id, page));
    }),
  );

  router.post(
    '/api/forum/categories/:categoryId/topics',
    player,
    rateLimit(context, 'forumPost'),
    withId('categoryId', FORUM_ERRORS.noCategory, async (req, res, id) => {
      const input = parsed(newTopicRequest, req.body, res);
      if (input) answer(res, await createTopic(context, req.viewer.user!, id, input));
    }),
  );

  router.get(
    '/api/forum/topics/:topicId',
    withId('topicId', FORUM_ERRORS.noTopic, async (req, res, id) => {
      const { page, post } = topicQuery.parse(req.query);
      answer(res, await topicPage(context, req.viewer.user, id, { page, postId: post }));
    }),
  );

  router.post(
    '/api/forum/topics/:topicId/posts',
    player,
    rateLimit(context, 'forumPost'),
    withId('topicId', FORUM_ERRORS.noTopic, async (req, res, id) => {
      const input = parsed(postRequest, req.body, res);
      if (input) answer(res, await replyToTopic(context, req.viewer.user!, id, input.body));
    }),
  );

  router.post(
    '/api/forum/posts/:postId/edit',
    player,
    rateLimit(context, 'forumPost'),
    withId('postId', FORUM_ERRORS.noPost, async (req, res, id) => {
      const input = parsed(postRequest, req.body, res);
      if (input) answer(res, await editPost(context, req.viewer.user!, id, input.body));
    }),
  );

  router.post(
    '/api/forum/posts/:postId/report',
    player,
    rateLimit(context, 'report'),
    withId('postId', FORUM_ERRORS.noPost, async (req, res, id) => {
      const input = parsed(reportRequest, req.body, res);
      if (input) answer(res, await reportPost(context, req.viewer.user!, id, input.reason));
    }),
  );

  router.post('/api/forum/preview', player, async (req, res) => {
    const input = parsed(previewRequest, req.body, res);
    if (input) answer(res, await previewPost(context, input.body));
  });

  router.get('/api/forum/search', async (req, res) => {
    const input = parsed(searchQuery, req.query, res);
    if (input) answer(res, await searchForum(context, input.q, input.page));
  });

  for (const action of ['delete', 'restore'] as const) {
    router.post(
      `/api/forum/posts/:postId/${action}`,
      requireForumModerator,
      withId('postId', FORUM_ERRORS.noPost, async (req, res, id) => {
        answer(res, await moderatePost(context, req.viewer.user!, id, action === 'delete'));
      }),
    );
  }

  for (const action of TOPIC_ACTIONS) {
    router.post(
      `/api/forum/topics/:topicId/${action}`,
      requireForumModerator,
      withId('topicId', FORUM_ERRORS.noTopic, async (req, res, id) => {
        answer(res, await moderateTopic(context, req.viewer.user!, id, action));
      }),
    );
  }

  router.post(
    '/api/forum/topics/:topicId/move',
    requireForumModerator,
    withId('topicId', FORUM_ERRORS.noTopic, async (req, res, id) => {
      const input = parsed(moveRequest, req.body, res);
      if (input) answer(res, await moveTopic(context, req.viewer.user!, id, input.category_id));
    }),
  );

  router.get('/api/forum/reports', requireForumModerator, async (req, res) => {
    answer(res, await reportQueue(context, reportsQuery.parse(req.query).status));
  });

  for (const status of ['resolved', 'dismissed'] as const) {
    router.post(
      `/api/forum/reports/:reportId/${status === 'resolved' ? 'resolve' : 'dismiss'}`,
      requireForumModerator,
      withId('reportId', FORUM_ERRORS.noReport, async (req, res, id) => {
        answer(res, await handleReport(context, req.viewer.user!, id, status));
      }),
    );
  }

  return router;
}
