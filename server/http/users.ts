import { Router } from 'express';
import { ok } from '../../shared/protocol/contract/envelope';
import { ONLINE_WINDOW_MS } from '../auth/lastSeen';
import type { AppContext } from '../context';
import { isUsernameTaken, searchUsernames } from '../db/users';
import { declaredRoutes } from './declared';

const TYPEAHEAD_LIMIT = 10;
const ONLINE_LIMIT = 100;

/** Username availability and the username typeahead. */
export function userRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  // The spec's availability check: 0 = available, anything else = taken.
  serve('POST /api/user/names/:username', async ({ params }) =>
    ok((await isUsernameTaken(context.db, params.username)) ? (1 as const) : (0 as const)),
  );

  serve('GET /api/user/names', async ({ query: { q, online } }) =>
    ok(
      await searchUsernames(context.db, {
        prefix: q?.trim() || undefined,
        activeSince:
          online === '1' ? new Date(context.now().getTime() - ONLINE_WINDOW_MS) : undefined,
        limit: online === '1' && !q ? ONLINE_LIMIT : TYPEAHEAD_LIMIT,
      }),
    ),
  );

  return router;
}
