import { Router } from 'express';
import { lobbyUpdateRequest } from '../../shared/protocol/lobby';
import type { AppContext } from '../context';
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
    res.json(await lobbyUpdate(context, parsed.data));
  });
  return router;
}
