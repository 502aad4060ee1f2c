import { Router } from 'express';
import type { AppContext } from '../context';
import { moderateChatLine, pollChat, sendChat } from '../services/chat/chat';
import { clientIp } from './clientIp';
import { declaredRoutes } from './declared';

/** `/chat`, `/chat/send`, `/chat/{id}/delete` and `/chat/{id}/restore` (spec §7). */
export function chatRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('POST /chat', ({ body: { last_updated, ...address }, req }) =>
    pollChat(context, req.viewer.user, address, last_updated),
  );

  serve('POST /chat/send', ({ body: { body, ...address }, req }) =>
    sendChat(context, req.viewer.user, address, body, clientIp(req)),
  );

  serve('POST /chat/:lineId/delete', ({ params, req }) =>
    moderateChatLine(context, req.viewer.user!, params.lineId, true),
  );
  serve('POST /chat/:lineId/restore', ({ params, req }) =>
    moderateChatLine(context, req.viewer.user!, params.lineId, false),
  );

  return router;
}
