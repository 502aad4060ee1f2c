import { Router } from 'express';
import {
  blockRequest,
  MESSAGE_ERRORS,
  messageReplyRequest,
  newConversationRequest,
} from '../../../shared/protocol/messages';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { answer } from '../../http/answer';
import { rateLimit } from '../../http/rateLimit';
import { parsed, withId } from '../../http/replies';
import {
  blockList,
  blockUser,
  conversationThread,
  deleteForMe,
  inbox,
  replyToConversation,
  startConversation,
} from './service';

/** Private messages: the inbox and threads under /api/messages, writes under /messages (spec §7). */
export function messageRoutes(context: AppContext): Router {
  const router = Router();
  const player = requireRole('player');

  router.get('/api/messages', player, async (req, res) =>
    answer(res, await inbox(context, req.viewer.user!)),
  );

  router.get('/api/messages/blocks', player, async (req, res) =>
    answer(res, await blockList(context, req.viewer.user!)),
  );

  for (const [path, blocked] of [
    ['/messages/block', true],
    ['/messages/unblock', false],
  ] as const) {
    router.post(path, player, async (req, res) => {
      const input = parsed(blockRequest, req.body, res);
      if (input) answer(res, await blockUser(context, req.viewer.user!, input.username, blocked));
    });
  }

  router.get(
    '/api/messages/:conversationId',
    player,
    withId('conversationId', MESSAGE_ERRORS.noConversation, async (req, res, id) =>
      answer(res, await conversationThread(context, req.viewer.user!, id)),
    ),
  );

  router.post('/messages', player, rateLimit(context, 'message'), async (req, res) => {
    const input = parsed(newConversationRequest, req.body, res);
    if (input) answer(res, await startConversation(context, req.viewer.user!, input));
  });

  router.post(
    '/messages/:conversationId',
    player,
    rateLimit(context, 'message'),
    withId('conversationId', MESSAGE_ERRORS.noConversation, async (req, res, id) => {
      const input = parsed(messageReplyRequest, req.body, res);
      if (input) answer(res, await replyToConversation(context, req.viewer.user!, id, input.body));
    }),
  );

  router.post(
    '/messages/:conversationId/delete',
    player,
    withId('conversationId', MESSAGE_ERRORS.noConversation, async (req, res, id) =>
      answer(res, await deleteForMe(context, req.viewer.user!, id)),
    ),
  );

  return router;
}
