import { Router, type Request } from 'express';
import {
  isValidUsername,
  normalizeUsername,
  REGISTRATION_TEXTS,
} from '../../../shared/protocol/account';
import { ok, refuse } from '../../../shared/protocol/contract/envelope';
import { STAFF_REFUSALS } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { findUserById, findUserByName, type UserRow } from '../../db/users';
import { declaredRoutes } from '../../http/declared';
import { audited, type StaffAction } from '../../db/audit';
import { gamesHtml, ipsHtml, standingsHtml } from './fragments';
import {
  renameUser,
  searchUsers,
  userEventLog,
  userGames,
  userIps,
  userSessions,
  userStandings,
} from './repository';
import { activeSuspension, liftSuspensions, suspendUser } from '../../auth/suspensions';

const success = true as const;
const noUser = refuse(404, STAFF_REFUSALS.noUser);

/** The user pages of the moderator panel (spec §7) and the user admin tabs. */
export function userAdminRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  const { db } = context;
  const entry = (
    req: Request,
    action: string,
    user: UserRow,
    before: unknown,
    after: unknown,
  ): StaffAction => ({
    actorId: req.viewer.user!.id,
    action,
    targetType: 'user',
    targetId: user.id,
    before,
    after,
    at: context.now(),
  });
  const userOf = (params: { userId: number }) => findUserById(db, params.userId);

  // The spec's reads are POSTs (with the CSRF token); links and the panel GET them.
  const ips = async (params: { userId: number }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    const rows = await userIps(db, user.id);
    return ok({ success, ips: rows, html: ipsHtml(rows) });
  };
  serve('GET /modpanel/user/:userId/ajax/ips', ({ params }) => ips(params));
  serve('POST /modpanel/user/:userId/ajax/ips', ({ params }) => ips(params));

  const games = async (params: { userId: number }, input: { with?: number }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    const rows = await userGames(db, user.id, input.with);
    return ok({ success, games: rows, html: gamesHtml(rows) });
  };
  serve('GET /modpanel/user/:userId/ajax/games', ({ params, query }) => games(params, query));
  serve('POST /modpanel/user/:userId/ajax/games', ({ params, body }) => games(params, body));

  const standings = async (params: { userId: number }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    const row = (await userStandings(db, user.id))!;
    return ok({ success, standings: row, html: standingsHtml(row) });
  };
  serve('GET /modpanel/user/:userId/ajax/standings', ({ params }) => standings(params));
  serve('POST /modpanel/user/:userId/ajax/standings', ({ params }) => standings(params));

  serve('GET /api/staff/users', async ({ query }) =>
    ok({ success, users: await searchUsers(db, query.q.trim()) }),
  );

  serve('GET /api/staff/users/:userId', async ({ params }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    const suspension = await activeSuspension(db, user.id, context.now());
    return ok({
      success,
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        roles: user.roles,
        rating: user.rating,
        tokens: user.tokens,
        created_at: user.createdAt.toISOString(),
        last_active_at: user.lastActiveAt.toISOString(),
        suspension: suspension
          ? { reason: suspension.reason, ends_at: suspension.endsAt?.toISOString() ?? null }
          : null,
      },
    });
  });

  serve('GET /api/staff/users/:userId/events', async ({ params, query }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    return ok({ success, events: await userEventLog(db, user.id, query.balance === '1') });
  });

  serve('GET /api/staff/users/:userId/sessions', async ({ params }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    return ok({ success, sessions: await userSessions(db, user.id) });
  });

  serve('POST /api/staff/users/:userId/username', async ({ params, body, req }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    const username = normalizeUsername(body.username);
    if (!isValidUsername(username)) return refuse(422, REGISTRATION_TEXTS.invalidUsername);
    const holder = await findUserByName(db, username);
    if (holder && holder.id !== user.id) return refuse(422, REGISTRATION_TEXTS.usernameTaken);
    const renamed = await audited(db, async (tx) =>
      (await renameUser(tx, user.id, username))
        ? {
            result: true,
            audit: entry(req, 'user.rename', user, { username: user.username }, { username }),
          }
        : { result: false },
    );
    if (!renamed) return refuse(422, REGISTRATION_TEXTS.usernameTaken);
    context.sessions.forgetUser(user.id);
    return ok({ success, username });
  });

  serve('POST /api/staff/users/:userId/suspend', async ({ params, body, req }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    if (user.id === req.viewer.user!.id) return refuse(422, STAFF_REFUSALS.notYourself);
    const endsAt = body.ends_at ? new Date(body.ends_at) : null;
    if (endsAt && endsAt <= context.now()) return refuse(422, STAFF_REFUSALS.endInPast);
    const reason = body.reason.trim();
    const after = { reason, ends_at: endsAt?.toISOString() ?? null };
    const row = await audited(db, async (tx) => ({
      result: await suspendUser(tx, {
        userId: user.id,
        reason,
        endsAt,
        by: req.viewer.user!.id,
        at: context.now(),
      }),
      audit: entry(req, endsAt ? 'user.suspend' : 'user.ban', user, null, after),
    }));
    context.sessions.forgetUser(user.id);
    return ok({ success, suspension_id: row.id, ...after });
  });

  serve('POST /api/staff/users/:userId/unsuspend', async ({ params, req }) => {
    const user = await userOf(params);
    if (!user) return noUser;
    const lifted = await audited(db, async (tx) => {
      const count = await liftSuspensions(tx, user.id, context.now());
      return {
        result: count,
        audit: entry(req, 'user.unsuspend', user, { suspensions: count }, { suspensions: 0 }),
      };
    });
    return ok({ success, lifted });
  });

  return router;
}
