import { Router } from 'express';
import { userListQuery, type UserListResponse } from '../../shared/protocol/userList';
import type { AppContext } from '../context';
import { listUsers } from '../db/userList';
import { firstIssue } from './firstIssue';
import { ONLINE_WINDOW_MS } from '../auth/lastSeen';

/** `GET /api/users?online=1&sort=last_active&dir=desc`: the user list page's data. */
export function userListRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/api/users', async (req, res) => {
    const parsed = userListQuery.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ success: false, error: firstIssue(parsed.error) });
      return;
    }
    const onlineSince = new Date(context.now().getTime() - ONLINE_WINDOW_MS);
    const rows = await listUsers(context.db, parsed.data, onlineSince);
    const body: UserListResponse = {
      success: true,
      users: rows.map((row) => ({
        id: row.id,
        username: row.username,
        rating: row.rating,
        last_active: row.lastActiveAt.toISOString(),
        online: row.lastActiveAt > onlineSince,
      })),
    };
    res.json(body);
  });
  return router;
}
