import { Router } from 'express';
import { lobbyUpdateRequest } from '../../shared/protocol/lobby';
import type { AppContext } from '../context';
import { answerCompressed } from './answer';
import { lobbyUpdate } from '../services/lobby/lobby';
import { firstIssue } from './firstIssue';

/** `/lobby/update {live, listview}` with the lobby filters (spec §7, §9). */
export function lobbyRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/lobby/update', async (req, res) => {
    const parsed = lobbyUpdateRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(422).json({ success: false, error: firstIssue(parsed.error) });
      return;
    }
    // Every lobby viewer asks every 30 s, and a busy lobby's list and fragments run to tens of kB.
    answerCompressed(req, res, {
      status: 200,
      body: { ...(await lobbyUpdate(context, parsed.data)) },
    });
  });
  return router;
}
