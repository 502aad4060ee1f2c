import { Router } from 'express';
import type { AppContext } from '../../context';
import { declaredRoutes } from '../../http/declared';
import {
  handleReport,
  moderatePost,
  moderateTopic,
  moveTopic,
  reportPost,
  reportQueue,
  TOPIC_ACTIONS,
} from './moderation';
import { categoryPage, forumIndex, topicPage } from './reading';
import { searchForum } from './search';
import { createTopic, editPost, previewPost, replyToTopic } from './writing';

/**
 * The forum under /api/forum, as shared/protocol/routes/forum.ts declares it: access, limits and
 * input are checked there, so each handler is the service it calls (the signed-in routes have a user).
 */
export function forumRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('GET /api/forum', ({ req }) => forumIndex(context, req.viewer.user));
  serve('GET /api/forum/categories/:categoryId', ({ req, params, query }) =>
    categoryPage(context, req.viewer.user, params.categoryId, query.page),
  );
  serve('POST /api/forum/categories/:categoryId/topics', ({ req, params, body }) =>
    createTopic(context, req.viewer.user!, params.categoryId, body),
  );
  serve('GET /api/forum/topics/:topicId', ({ req, params, query }) =>
    topicPage(context, req.viewer.user, params.topicId, { page: query.page, postId: query.post }),
  );
  serve('POST /api/forum/topics/:topicId/posts', ({ req, params, body }) =>
    replyToTopic(context, req.viewer.user!, params.topicId, body.body),
  );
  serve('POST /api/forum/posts/:postId/edit', ({ req, params, body }) =>
    editPost(context, req.viewer.user!, params.postId, body.body),
  );
  serve('POST /api/forum/posts/:postId/report', ({ req, params, body }) =>
    reportPost(context, req.viewer.user!, params.postId, body.reason),
  );
  serve('POST /api/forum/preview', ({ body }) => previewPost(context, body.body));
  serve('GET /api/forum/search', ({ query }) => searchForum(context, query.q, query.page));

  serve('POST /api/forum/posts/:postId/delete', ({ req, params }) =>
    moderatePost(context, req.viewer.user!, params.postId, true),
  );
  serve('POST /api/forum/posts/:postId/restore', ({ req, params }) =>
    moderatePost(context, req.viewer.user!, params.postId, false),
  );
  for (const action of TOPIC_ACTIONS) {
    serve(`POST /api/forum/topics/:topicId/${action}`, ({ req, params }) =>
      moderateTopic(context, req.viewer.user!, params.topicId, action),
    );
  }
  serve('POST /api/forum/topics/:topicId/move', ({ req, params, body }) =>
    moveTopic(context, req.viewer.user!, params.topicId, body.category_id),
  );
  serve('GET /api/forum/reports', ({ query }) => reportQueue(context, query.status));
  serve('POST /api/forum/reports/:reportId/resolve', ({ req, params }) =>
    handleReport(context, req.viewer.user!, params.reportId, 'resolved'),
  );
  serve('POST /api/forum/reports/:reportId/dismiss', ({ req, params }) =>
    handleReport(context, req.viewer.user!, params.reportId, 'dismissed'),
  );

  return router;
}
