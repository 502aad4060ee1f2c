import { Router } from 'express';
import { ok } from '../../shared/protocol/contract/envelope';
import type { AppContext } from '../context';
import { listUsers } from '../db/userList';
import { declaredRoutes } from './declared';
import { ONLINE_WINDOW_MS } from '../auth/lastSeen';

/** `GET /api/users?online=1&sort=last_active&dir=desc`: the user list page's data. */
export function userListRoutes(context: AppContext): Router {
  const router = Router();
  declaredRoutes(router, context)('GET /api/users', async ({ query }) => {
    const onlineSince = new Date(context.now().getTime() - ONLINE_WINDOW_MS);
    const rows = await listUsers(context.db, query, onlineSince);
    return ok({
      success: true as const,
      users: rows.map((row) => ({
        id: row.id,
        username: row.username,
        rating: row.rating,
        last_active: row.lastActiveAt.toISOString(),
        online: row.lastActiveAt > onlineSince,
      })),
    });
  });
  return router;
}
