import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { NO_SUCH_PLAYER } from '../../shared/protocol/routes/players';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { declaredRoutes } from '../http/declared';
import { archivePage } from './archive';
import { ladderPage } from './ladders';
import { myGames } from './myGames';
import { playerProfile } from './profile';

/** The players' home: a profile, "my games", the archive and the ladders (issue 31). */
export function playerRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);

  serve('GET /api/users/:userId/profile', async ({ params }) => {
    const profile = await playerProfile(context.db, params.userId);
    return profile ? ok(profile) : refuse(404, NO_SUCH_PLAYER);
  });
  serve('GET /api/users/named/:username', async ({ params }) => {
    const [user] = await context.db
      .select({ id: users.id, username: users.username, computer: users.isComputer })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${params.username})`);
    return user ? ok(user) : refuse(404, NO_SUCH_PLAYER);
  });
  serve('GET /api/my-games', async ({ req }) => ok(await myGames(context.db, req.viewer.user!.id)));
  serve('GET /api/archive', async ({ query }) => ok(await archivePage(context.db, query)));
  serve('GET /api/ladders', async ({ query }) =>
    ok(await ladderPage(context.db, query, context.now())),
  );

  return router;
}
