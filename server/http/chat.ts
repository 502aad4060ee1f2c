import { Router } from 'express';
import { requireRole } from '../auth/guards';
import { requirePermission } from '../auth/permissions/guard';
import { chatPollRequest, chatSendRequest } from '../../shared/protocol/chatRequests';
import type { AppContext } from '../context';
import { moderateChatLine, pollChat, sendChat } from '../services/chat/chat';
import { parseId } from '../../shared/protocol/fields';
import { answer } from './answer';
import { clientIp } from './clientIp';
import { firstIssue } from './firstIssue';

/** `/chat`, `/chat/send`, `/chat/{id}/delete` and `/chat/{id}/restore` (spec §7). */
export function chatRoutes(context: AppContext): Router {
  const router = Router();

  router.post('/chat', async (req, res) => {
    const parsed = chatPollRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: firstIssue(parsed.error) });
      return;
    }
    const { last_updated, ...address } = parsed.data;
    answer(res, await pollChat(context, req.viewer.user, address, last_updated));
  });

  router.post('/chat/send', requireRole('player'), async (req, res) => {
    const parsed = chatSendRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: firstIssue(parsed.error) });
      return;
    }
    const { body, ...address } = parsed.data;
    answer(res, await sendChat(context, req.viewer.user, address, body, clientIp(req)));
  });

  for (const [action, deleted] of [
    ['delete', true],
    ['restore', false],
  ] as const) {
    router.post(`/chat/:lineId/${action}`, requirePermission('chat.moderate'), async (req, res) => {
      const id = parseId(req.params.lineId);
      if (id === undefined) {
        res.status(404).json({ success: false, error: 'There is no such chat line.' });
        return;
      }
      answer(res, await moderateChatLine(context, req.viewer.user!, id, deleted));
    });
  }

  return router;
}
