import { Router } from 'express';
import type { AppContext } from '../context';
import { forumRoutes } from './forum/routes';
import { messageRoutes } from './messages/routes';
import { pushRoutes } from './push/routes';

/** Every community route: the forum, private messages and the account page's push. */
export function communityRoutes(context: AppContext): Router {
  const router = Router();
  router.use(forumRoutes(context));
  router.use(messageRoutes(context));
  router.use(pushRoutes(context));
  return router;
}
