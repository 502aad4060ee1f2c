import { Router } from 'express';
import { z } from 'zod';
import { ONLINE_WINDOW_MS } from '../auth/lastSeen';
import type { AppContext } from '../context';
import { lineField } from '../../shared/protocol/fields';
import { isUsernameTaken, searchUsernames } from '../db/users';

const TYPEAHEAD_LIMIT = 10;
const ONLINE_LIMIT = 100;

/** A name to look up: one line, as long as a username may be (a NUL must not reach the database). */
const usernameParam = lineField(255);

const namesQuery = z.object({
  q: z.string().max(255).optional(),
  online: z.enum(['0', '1']).optional(),
});

/** Username availability and the username typeahead. */
export function userRoutes(context: AppContext): Router {
  const router = Router();

  // The spec's availability check: 0 = available, anything else = taken.
  router.post('/api/user/names/:username', async (req, res) => {
    const parsed = usernameParam.safeParse(req.params.username ?? '');
    if (!parsed.success) {
      res.status(422).json({ success: false, error: parsed.error.issues[0]!.message });
      return;
    }
    res.json((await isUsernameTaken(context.db, parsed.data)) ? 1 : 0);
  });

  router.get('/api/user/names', async (req, res) => {
    const parsed = namesQuery.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ success: false, error: 'Invalid name query.' });
      return;
    }
    const { q, online } = parsed.data;
    const names = await searchUsernames(context.db, {
      prefix: q?.trim() || undefined,
      activeSince:
        online === '1' ? new Date(context.now().getTime() - ONLINE_WINDOW_MS) : undefined,
      limit: online === '1' && !q ? ONLINE_LIMIT : TYPEAHEAD_LIMIT,
    });
    res.json(names);
  });

  return router;
}
