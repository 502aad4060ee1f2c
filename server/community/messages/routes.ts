import { Router } from 'express';
import type { AppContext } from '../../context';
import { declaredRoutes } from '../../http/declared';
import {
  blockList,
  blockUser,
  conversationThread,
  deleteForMe,
  inbox,
  replyToConversation,
  startConversation,
} from './service';

/**
 * Private messages, as shared/protocol/routes/messages.ts declares them: the inbox and threads
 * under /api/messages, writes under /messages (spec §7). Every route needs a signed-in user.
 */
export function messageRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('GET /api/messages', ({ req }) => inbox(context, req.viewer.user!));
  serve('GET /api/messages/blocks', ({ req }) => blockList(context, req.viewer.user!));
  // Before /messages/:conversationId, which would take "block" for an id.
  serve('POST /messages/block', ({ req, body }) =>
    blockUser(context, req.viewer.user!, body.username, true),
  );
  serve('POST /messages/unblock', ({ req, body }) =>
    blockUser(context, req.viewer.user!, body.username, false),
  );
  serve('GET /api/messages/:conversationId', ({ req, params }) =>
    conversationThread(context, req.viewer.user!, params.conversationId),
  );
  serve('POST /messages', ({ req, body }) => startConversation(context, req.viewer.user!, body));
  serve('POST /messages/:conversationId', ({ req, params, body }) =>
    replyToConversation(context, req.viewer.user!, params.conversationId, body.body),
  );
  serve('POST /messages/:conversationId/delete', ({ req, params }) =>
    deleteForMe(context, req.viewer.user!, params.conversationId),
  );

  return router;
}
