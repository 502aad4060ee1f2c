import { z } from 'zod';
import { idParam } from '../contract/params';
import { route, type RouteTable } from '../contract/route';
import { idField, lineField } from '../fields';
import {
  STAFF_REFUSALS,
  type UserEventRow,
  type UserGameRow,
  type UserIpRow,
  type UserStandings,
} from '../staff';
import { readPair } from './staff';

// The user pages of the moderator panel (spec §7 `/modpanel/user/{id}/ajax/…`, each with the
// table as html too) and the user admin tabs: profile, rename, suspension, events, sessions.

const int = z.number().int();
const success = z.literal(true);
const NOT_STAFF = 'You do not have permission to do that.';
const userParams = z.object({ userId: idParam });

type UserPermission = 'user.view' | 'user.view-ips' | 'user.edit' | 'user.ban';

/** The common part of a route about one user: its permission, its id and the 404. */
const aboutUser = <P extends UserPermission>(summary: string, permission: P) => ({
  summary,
  tag: 'Staff users',
  access: { permission },
  params: userParams,
  missing: STAFF_REFUSALS.noUser,
  refusals: { 403: NOT_STAFF, 404: STAFF_REFUSALS.noUser },
});

const ipRow = z.object({
  ip: z.string(),
  sessions: int,
  last_seen: z.string(),
  other_users: z.array(z.object({ id: int, username: z.string() })),
}) satisfies z.ZodType<UserIpRow>;

const gameRow = z.object({
  game_id: int,
  status: int,
  map: z.string(),
  players: z.array(z.string()),
  player_ids: z.array(int),
  won: z.boolean(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
}) satisfies z.ZodType<UserGameRow>;

const standings = z.object({
  rating: z.number(),
  tokens: z.number(),
  rank: int,
  players: int,
  played: int,
  won: int,
}) satisfies z.ZodType<UserStandings>;

const eventRow = z.object({
  id: int,
  kind: z.string(),
  rating_before: int.nullable(),
  rating_after: int.nullable(),
  tokens_before: int.nullable(),
  tokens_after: int.nullable(),
  detail: z.string(),
  at: z.string(),
}) satisfies z.ZodType<UserEventRow>;

const ips = readPair(
  {
    ...aboutUser(
      'Every address the user came from, with the other accounts seen there.',
      'user.view-ips',
    ),
    reply: z.object({ success, ips: z.array(ipRow), html: z.string() }),
  },
  z.object({}),
);

const games = readPair(
  {
    ...aboutUser(
      'The user’s games, newest first; `with`: only those shared with that user.',
      'user.view',
    ),
    reply: z.object({ success, games: z.array(gameRow), html: z.string() }),
  },
  z.object({ with: idField.optional() }),
);

const standingsRead = readPair(
  {
    ...aboutUser(
      'The user’s rating, rank among people, finished games and wins, tokens.',
      'user.view',
    ),
    reply: z.object({ success, standings, html: z.string() }),
  },
  z.object({}),
);

export const STAFF_USER_ROUTES = {
  'GET /modpanel/user/:userId/ajax/ips': ips.get,
  'POST /modpanel/user/:userId/ajax/ips': ips.post,
  'GET /modpanel/user/:userId/ajax/games': games.get,
  'POST /modpanel/user/:userId/ajax/games': games.post,
  'GET /modpanel/user/:userId/ajax/standings': standingsRead.get,
  'POST /modpanel/user/:userId/ajax/standings': standingsRead.post,
  'GET /api/staff/users': route({
    summary: 'Users whose name starts with q (any case), or whose id it is.',
    tag: 'Staff users',
    access: { permission: 'user.view' },
    query: z.object({ q: lineField(255).catch('') }),
    reply: z.object({
      success,
      users: z.array(
        z.object({ id: int, username: z.string(), roles: z.array(z.string()), rating: z.number() }),
      ),
    }),
    refusals: { 403: NOT_STAFF },
  }),
  'GET /api/staff/users/:userId': route({
    ...aboutUser(
      'One user as staff see it: e-mail, roles, balance, dates, suspension.',
      'user.view',
    ),
    reply: z.object({
      success,
      user: z.object({
        id: int,
        username: z.string(),
        email: z.string(),
        roles: z.array(z.string()),
        rating: z.number(),
        tokens: z.number(),
        created_at: z.string(),
        last_active_at: z.string(),
        suspension: z.object({ reason: z.string(), ends_at: z.string().nullable() }).nullable(),
      }),
    }),
  }),
  'GET /api/staff/users/:userId/events': route({
    ...aboutUser(
      'The account’s event log, newest first; balance=1: rating and token changes.',
      'user.view',
    ),
    query: z.object({ balance: z.enum(['0', '1']).catch('0') }),
    reply: z.object({ success, events: z.array(eventRow) }),
  }),
  'GET /api/staff/users/:userId/sessions': route({
    ...aboutUser('The account’s sessions, newest first.', 'user.view-ips'),
    reply: z.object({
      success,
      sessions: z.array(
        z.object({
          created_at: z.string(),
          expires_at: z.string(),
          ip: z.string().nullable(),
          user_agent: z.string().nullable(),
        }),
      ),
    }),
  }),
  'POST /api/staff/users/:userId/username': route({
    ...aboutUser('Renames the user (the registration’s rules and texts).', 'user.edit'),
    body: z.object({ username: lineField(255) }),
    reply: z.object({ success, username: z.string() }),
    refusals: {
      403: NOT_STAFF,
      404: STAFF_REFUSALS.noUser,
      422: 'The name is not valid, or taken (the registration’s texts).',
    },
  }),
  'POST /api/staff/users/:userId/suspend': route({
    ...aboutUser(
      'Suspends the user until ends_at, or bans without one; its sessions end.',
      'user.ban',
    ),
    body: z.object({
      reason: lineField(500).refine((text) => text.trim() !== '', 'Give a reason.'),
      /** ISO date-time; absent or empty: a ban without end. */
      ends_at: z.iso.datetime({ offset: true }).or(z.literal('')).optional(),
    }),
    reply: z.object({
      success,
      suspension_id: int,
      reason: z.string(),
      ends_at: z.string().nullable(),
    }),
    refusals: {
      403: NOT_STAFF,
      404: STAFF_REFUSALS.noUser,
      422: `${STAFF_REFUSALS.notYourself} / ${STAFF_REFUSALS.endInPast} / Give a reason.`,
    },
  }),
  'POST /api/staff/users/:userId/unsuspend': route({
    ...aboutUser('Lifts every suspension or ban in force.', 'user.ban'),
    reply: z.object({ success, lifted: int }),
  }),
} satisfies RouteTable;
