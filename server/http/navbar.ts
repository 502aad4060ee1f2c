import { Router } from 'express';
import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import { navbarFor } from '../services/lobby/navbar';

/** `/navbar`: polled every 20 s while the user is active, and on the refresh button (spec §7). */
export function navbarRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/navbar', requireRole('player'), async (req, res) => {
    res.json(await navbarFor(context, req.viewer.user!.id));
  });
  return router;
}
