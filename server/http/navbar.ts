import { Router } from 'express';
import { ok } from '../../shared/protocol/contract/envelope';
import type { AppContext } from '../context';
import { navbarFor } from '../services/lobby/navbar';
import { declaredRoutes } from './declared';

/** `/navbar`: polled every 20 s while the user is active, and on the refresh button (spec §7). */
export function navbarRoutes(context: AppContext): Router {
  const router = Router();
  declaredRoutes(router, context)('POST /navbar', async ({ req }) =>
    ok(await navbarFor(context, req.viewer.user!.id)),
  );
  return router;
}
