import { Router } from 'express';
import { ok } from '../../shared/protocol/contract/envelope';
import type { AppContext } from '../context';
import { lobbyUpdate } from '../services/lobby/lobby';
import { declaredRoutes } from './declared';

/** `/lobby/update {live, listview}` with the lobby filters (spec §7, §9). */
export function lobbyRoutes(context: AppContext): Router {
  const router = Router();
  // Every lobby viewer asks every 30 s, and a busy lobby's list and fragments run to tens of kB.
  declaredRoutes(router, context)(
    'POST /lobby/update',
    async ({ body }) => ok(await lobbyUpdate(context, body)),
    { compressed: true },
  );
  return router;
}
