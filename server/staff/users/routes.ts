import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  isValidUsername,
  normalizeUsername,
  REGISTRATION_TEXTS,
} from '../../../shared/protocol/account';
import { idField, lineField, parseId } from '../../../shared/protocol/fields';
import type { AppContext } from '../../context';
import { findUserById, findUserByName, type UserRow } from '../../db/users';
import { answer } from '../../http/answer';
import { ok, parsed, refuse } from '../../http/replies';
import { audited, type StaffAction } from '../../db/audit';
import { requirePermission } from '../../auth/permissions/guard';
import { readInput, readRoute } from '../readRoute';
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

export const USER_TEXTS = {
  noUser: 'There is no such user.',
  notYourself: 'You cannot suspend your own account.',
  endInPast: 'The end date must be in the future.',
} as const;

const searchQuery = z.object({ q: lineField(255).catch('') });
const gamesQuery = z.object({ with: idField.optional() });
const eventsQuery = z.object({ balance: z.enum(['0', '1']).catch('0') });
const renameRequest = z.object({ username: lineField(255) });
const suspendRequest = z.object({
  reason: lineField(500).refine((text) => text.trim() !== '', 'Give a reason.'),
  /** ISO date-time; absent or empty: a ban without end. */
  ends_at: z.iso.datetime({ offset: true }).or(z.literal('')).optional(),
});

/** Runs `handler` with the route's user, or answers 404. */
function withUser(
  context: AppContext,
  handler: (req: Request, res: Response, user: UserRow) => Promise<void>,
) {
  return async (req: Request, res: Response) => {
    const id = parseId(req.params.userId);
    const user = id === undefined ? undefined : await findUserById(context.db, id);
    if (!user) return answer(res, refuse(404, USER_TEXTS.noUser));
    await handler(req, res, user);
  };
}

/** The user pages of the moderator panel (spec §7) and the user admin tabs. */
export function userAdminRoutes(context: AppContext): Router {
  const router = Router();
  const { db } = context;
  const view = requirePermission('user.view');
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

  readRoute(
    router,
    '/modpanel/user/:userId/ajax/ips',
    requirePermission('user.view-ips'),
    withUser(context, async (_req, res, user) => {
      const ips = await userIps(db, user.id);
      res.json({ success: true, ips, html: ipsHtml(ips) });
    }),
  );

  readRoute(
    router,
    '/modpanel/user/:userId/ajax/games',
    view,
    withUser(context, async (req, res, user) => {
      const query = parsed(gamesQuery, readInput(req), res);
      if (!query) return;
      const games = await userGames(db, user.id, query.with);
      res.json({ success: true, games, html: gamesHtml(games) });
    }),
  );

  readRoute(
    router,
    '/modpanel/user/:userId/ajax/standings',
    view,
    withUser(context, async (_req, res, user) => {
      const standings = (await userStandings(db, user.id))!;
      res.json({ success: true, standings, html: standingsHtml(standings) });
    }),
  );

  router.get('/api/staff/users', view, async (req, res) => {
    const { q } = searchQuery.parse(req.query);
    const rows = await searchUsers(db, q.trim());
    res.json({ success: true, users: rows });
  });

  router.get(
    '/api/staff/users/:userId',
    view,
    withUser(context, async (_req, res, user) => {
      const suspension = await activeSuspension(db, user.id, context.now());
      res.json({
        success: true,
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
    }),
  );

  router.get(
    '/api/staff/users/:userId/events',
    view,
    withUser(context, async (req, res, user) => {
      const { balance } = eventsQuery.parse(req.query);
      res.json({ success: true, events: await userEventLog(db, user.id, balance === '1') });
    }),
  );

  router.get(
    '/api/staff/users/:userId/sessions',
    requirePermission('user.view-ips'),
    withUser(context, async (_req, res, user) => {
      res.json({ success: true, sessions: await userSessions(db, user.id) });
    }),
  );

  router.post(
    '/api/staff/users/:userId/username',
    requirePermission('user.edit'),
    withUser(context, async (req, res, user) => {
      const input = parsed(renameRequest, req.body, res);
      if (!input) return;
      const username = normalizeUsername(input.username);
      if (!isValidUsername(username))
        return answer(res, refuse(422, REGISTRATION_TEXTS.invalidUsername));
      const holder = await findUserByName(db, username);
      if (holder && holder.id !== user.id)
        return answer(res, refuse(422, REGISTRATION_TEXTS.usernameTaken));
      const renamed = await audited(db, async (tx) =>
        (await renameUser(tx, user.id, username))
          ? {
              result: true,
              audit: entry(req, 'user.rename', user, { username: user.username }, { username }),
            }
          : { result: false },
      );
      if (!renamed) return answer(res, refuse(422, REGISTRATION_TEXTS.usernameTaken));
      context.sessions.forgetUser(user.id);
      answer(res, ok({ username }));
    }),
  );

  router.post(
    '/api/staff/users/:userId/suspend',
    requirePermission('user.ban'),
    withUser(context, async (req, res, user) => {
      const input = parsed(suspendRequest, req.body, res);
      if (!input) return;
      if (user.id === req.viewer.user!.id) return answer(res, refuse(422, USER_TEXTS.notYourself));
      const endsAt = input.ends_at ? new Date(input.ends_at) : null;
      if (endsAt && endsAt <= context.now()) return answer(res, refuse(422, USER_TEXTS.endInPast));
      const reason = input.reason.trim();
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
      answer(res, ok({ suspension_id: row.id, ...after }));
    }),
  );

  router.post(
    '/api/staff/users/:userId/unsuspend',
    requirePermission('user.ban'),
    withUser(context, async (req, res, user) => {
      const lifted = await audited(db, async (tx) => {
        const count = await liftSuspensions(tx, user.id, context.now());
        return {
          result: count,
          audit: entry(req, 'user.unsuspend', user, { suspensions: count }, { suspensions: 0 }),
        };
      });
      answer(res, ok({ lifted }));
    }),
  );

  return router;
}
