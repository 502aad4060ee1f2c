import { z } from 'zod';
import { ROLES, type SessionUser } from '../account';
import { idParam } from '../contract/params';
import { route, type Route, type RouteTable } from '../contract/route';
import { idField, intField, lineField, MAX_DB_INT, textField } from '../fields';
import {
  LIMIT_NAMES,
  MAX_TIMER_SECONDS,
  PERMISSION_GROUPS,
  PERMISSION_NAMES,
  REPORT_SOURCES,
  STAFF_REFUSALS,
  STATS_RANGE_NAMES,
  type LimitRow,
  type PermissionGroup,
  type PermissionName,
  type ProcessRow,
  type RoleSettingsResponse,
  type StaffReport,
  type StatsSeries,
} from '../staff';

// The moderator panel's system, stats, game and report tools, the role settings and the audit
// log (spec §7 "Moderator"; docs/staff.md). The user pages are in staffUsers.ts, the hack panel's
// debug views in debug.ts. Each route needs its one staff permission.

const int = z.number().int();
const success = z.literal(true);
const NOT_STAFF = 'You do not have permission to do that.';

/** A read the spec calls with POST (and the CSRF token) that links and the panel GET. */
export function readPair<const B extends Omit<Route, 'query' | 'body'>, I extends z.ZodObject>(
  base: B,
  input: I,
) {
  return { get: route({ ...base, query: input }), post: route({ ...base, body: input }) };
}

// Role settings (permissions by role, and the limits).

const roleValues = <T extends z.ZodType>(value: T) =>
  z.object({ player: value, moderator: value, admin: value });

const limitRow = z.object({
  role: z.enum(ROLES),
  name: z.enum(LIMIT_NAMES),
  active: z.boolean(),
  infinity: z.boolean(),
  number: int,
}) satisfies z.ZodType<LimitRow>;

const roleSettings = z.object({
  success,
  groups: z.array(
    z.object({
      group: z.enum(Object.keys(PERMISSION_GROUPS) as [PermissionGroup, ...PermissionGroup[]]),
      permissions: z.array(
        z.object({
          name: z.enum(PERMISSION_NAMES as [PermissionName, ...PermissionName[]]),
          group: z.enum(Object.keys(PERMISSION_GROUPS) as [PermissionGroup, ...PermissionGroup[]]),
          values: roleValues(z.literal([-1, 0, 1])),
          effective: roleValues(z.boolean()),
        }),
      ),
    }),
  ),
  limits: z.array(limitRow),
}) satisfies z.ZodType<RoleSettingsResponse>;

const permissionChange = z.object({
  role: z.enum(ROLES),
  permission: z.enum(PERMISSION_NAMES as [PermissionName, ...PermissionName[]]),
  value: intField(-1, 1),
});

const limitChange = z.object({
  role: z.enum(ROLES),
  name: z.enum(LIMIT_NAMES),
  active: z.boolean(),
  infinity: z.boolean(),
  number: intField(0, MAX_DB_INT),
});

const settingsRoute = <B extends z.ZodObject | undefined>(summary: string, body: B) =>
  route({
    summary,
    tag: 'Staff',
    access: { permission: 'system.permissions' },
    body,
    reply: roleSettings,
    refusals: { 403: NOT_STAFF, 422: STAFF_REFUSALS.noPermissionManager },
  });

// The audit log.

const auditEntry = z.object({
  id: int,
  actor_id: int.nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: int.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

// The system tools.

const processRow = z.object({
  User: z.string(),
  db: z.string(),
  Command: z.string(),
  State: z.string(),
  Time: z.number(),
  Info: z.string(),
}) satisfies z.ZodType<ProcessRow>;

const processList = readPair(
  {
    summary: 'The statements the database is running (pg_stat_activity, or the embedded one’s).',
    tag: 'Staff',
    access: { permission: 'system.processlist' },
    reply: z.object({ success, rows: z.array(processRow) }),
    refusals: { 403: NOT_STAFF },
  },
  z.object({}),
);

const validateModel = readPair(
  {
    summary: 'A model’s details by key and id (user, game, map, topic, post, ...), or false.',
    tag: 'Staff',
    access: { permission: 'system.validate-model' },
    reply: z.object({
      success,
      model: z.union([z.literal(false), z.record(z.string(), z.unknown())]),
    }),
    refusals: { 403: NOT_STAFF, 422: 'A field is missing or too long.' },
  },
  z.object({ key: lineField(50), value: lineField(50) }),
);

const statsSeries = z.object({
  success,
  range: z.string(),
  bucket_seconds: int,
  times: z.array(int),
  users_online: z.array(z.number()),
  games_started: z.array(z.number()),
  games_finished: z.array(z.number()),
  actions_per_minute: z.array(z.number()),
  signups: z.array(z.number()),
}) satisfies z.ZodType<StatsSeries & { success: true }>;

const nonEmpty = (field: z.ZodString | z.ZodType<string>, text: string) =>
  field.refine((value) => value.trim() !== '', text);

const outboxMail = z.object({
  id: int,
  to_user_id: int.nullable(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  error: z.string().nullable(),
});

// The game tools.

const gameChange = z.object({
  success,
  game_id: int,
  status: int.optional(),
  version: int.optional(),
});

const gameTool = <B extends z.ZodObject>(
  summary: string,
  permission: 'game.set-status' | 'game.set-timer',
  body: B,
) =>
  route({
    summary,
    tag: 'Staff',
    access: { permission },
    body,
    reply: gameChange,
    refusals: {
      403: NOT_STAFF,
      404: STAFF_REFUSALS.noGame,
      422: 'A field is wrong, or the game refuses the change (its rule’s text).',
    },
  });

// The reports queue.

const staffReport = z.object({
  source: z.enum(REPORT_SOURCES),
  id: int,
  reporter: z.string(),
  reporter_id: int,
  subject: z.string(),
  subject_id: int.nullable(),
  detail: z.string(),
  link: z.string(),
  created_at: z.string(),
  status: z.enum(['open', 'claimed', 'resolved']),
  claimed_by: z.string().nullable(),
  claimed_by_id: int.nullable(),
  resolved_by: z.string().nullable(),
  resolved_by_id: int.nullable(),
  note: z.string(),
}) satisfies z.ZodType<StaffReport>;

const reportAction = (summary: string) =>
  route({
    summary,
    tag: 'Staff',
    access: { permission: 'reports.handle' },
    params: z.object({ source: z.enum(REPORT_SOURCES), id: idParam }),
    missing: STAFF_REFUSALS.noReport,
    body: z.object({ note: textField(2000).default('') }),
    reply: z.object({ success, source: z.enum(REPORT_SOURCES), id: int }),
    refusals: { 403: NOT_STAFF, 404: STAFF_REFUSALS.noReport, 409: STAFF_REFUSALS.resolved },
  });

// A role's id as the roles route parses it: anything else is its one 422 text.
const rolesUserId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, STAFF_REFUSALS.rolesInput)
  .transform(Number)
  .refine((id) => id <= MAX_DB_INT, STAFF_REFUSALS.rolesInput);

export const STAFF_ROUTES = {
  'GET /api/staff/permissions': settingsRoute(
    'The role settings page: each permission by group with each role’s value, and the limits.',
    undefined,
  ),
  'POST /api/staff/permissions': settingsRoute(
    'Sets a role’s value for a permission (-1 revoke, 0 inherit, 1 grant); answers the page.',
    permissionChange,
  ),
  'POST /api/staff/limits': settingsRoute(
    'Sets a role’s limit (active, infinity, number); answers the page.',
    limitChange,
  ),
  'GET /api/staff/audit': route({
    summary: 'The audit log, newest first (100 a page), by actor, action and target.',
    tag: 'Staff',
    access: { permission: 'system.audit-log' },
    query: z.object({
      actor_id: idField.optional(),
      action: lineField(100).optional(),
      target_type: lineField(100).optional(),
      target_id: idField.optional(),
      before: idField.optional(),
    }),
    reply: z.object({ success, entries: z.array(auditEntry), more: z.boolean() }),
    refusals: { 403: NOT_STAFF, 422: 'A filter is not an id or too long.' },
  }),
  'POST /api/admin/users/:userId/roles': route({
    summary: 'Sets a user’s roles (player is always kept; the last admin stays admin).',
    tag: 'Staff',
    access: { permission: 'user.roles' },
    params: z.object({ userId: rolesUserId }),
    body: z.object({ roles: z.array(z.enum(ROLES)).min(1) }),
    invalid: { status: 422, error: STAFF_REFUSALS.rolesInput },
    reply: z.object({
      success,
      user: z.object({
        id: int,
        username: z.string(),
        roles: z.array(z.enum(ROLES)),
        tokens: z.number(),
        rating: z.number(),
        permissions: z.array(z.string()),
      }) satisfies z.ZodType<SessionUser>,
    }),
    refusals: {
      403: NOT_STAFF,
      404: STAFF_REFUSALS.rolesNoUser,
      422: `${STAFF_REFUSALS.rolesInput} Or: the last admin cannot lose the admin role.`,
    },
  }),
  'GET /modpanel/system/dbadmin/processlist': processList.get,
  'POST /modpanel/system/dbadmin/processlist': processList.post,
  'GET /modpanel/system/settings/validate-model': validateModel.get,
  'POST /modpanel/system/settings/validate-model': validateModel.post,
  'GET /modpanel/stats/api': route({
    summary: 'The activity series over a range (hour, day, week, month), one value per bucket.',
    tag: 'Staff',
    access: { permission: 'system.stats' },
    query: z.object({ range: z.enum(STATS_RANGE_NAMES).catch('day') }),
    reply: statsSeries,
    refusals: { 403: NOT_STAFF },
  }),
  'POST /modpanel/game/status': gameTool(
    'Sets a game’s status through its room (starts it now, or ends it without a winner).',
    'game.set-status',
    z.object({ game_id: idField, status: intField(1, 3) }),
  ),
  'POST /modpanel/game/timer': gameTool(
    'Ends the current turns (or the pre-game deadlines) `time` seconds from now.',
    'game.set-timer',
    z.object({ game_id: idField, time: intField(1, MAX_TIMER_SECONDS) }),
  ),
  'POST /modpanel/system/send-email': route({
    summary: 'Writes an e-mail to a user into the outbox, and sends it when SMTP is configured.',
    tag: 'Staff',
    access: { permission: 'system.send-email' },
    limit: 'staffMessage',
    body: z.object({
      to_user_id: idField,
      subject: nonEmpty(lineField(200), 'The e-mail needs a subject.'),
      body: nonEmpty(textField(10_000), 'The e-mail needs a text.'),
    }),
    reply: z.object({ success, outbox_id: int, delivered: z.boolean() }),
    refusals: {
      403: NOT_STAFF,
      404: STAFF_REFUSALS.noUser,
      422: 'A field is missing or wrong.',
      429: 'Too many staff messages.',
      502: STAFF_REFUSALS.mailRefused('…'),
    },
  }),
  'GET /api/staff/outbox': route({
    summary: 'The staff e-mails, newest first, with whether each was delivered.',
    tag: 'Staff',
    access: { permission: 'system.send-email' },
    reply: z.object({ success, mails: z.array(outboxMail) }),
    refusals: { 403: NOT_STAFF },
  }),
  'POST /modpanel/system/send-push-notification': route({
    summary: 'Sends a push to every device of a user (as a message push).',
    tag: 'Staff',
    access: { permission: 'system.send-push' },
    limit: 'staffMessage',
    body: z.object({
      to_user_id: idField,
      title: nonEmpty(lineField(100), 'The notification needs a title.'),
      body: lineField(300),
      url: lineField(500).refine(
        (url) => url.startsWith('/') && !url.startsWith('//'),
        'The address must be a path on this site, starting with /.',
      ),
    }),
    reply: z.object({ success, sent: int, removed: int, failed: int }),
    refusals: {
      403: NOT_STAFF,
      404: STAFF_REFUSALS.noUser,
      422: 'A field is missing or wrong.',
      429: 'Too many staff messages.',
    },
  }),
  'GET /api/staff/reports': route({
    summary: 'The moderators’ queue: game reports, support requests and forum reports.',
    tag: 'Staff',
    access: { permission: 'reports.handle' },
    query: z.object({ status: z.enum(['open', 'resolved']).catch('open') }),
    reply: z.object({ success, reports: z.array(staffReport) }),
    refusals: { 403: NOT_STAFF },
  }),
  'POST /api/staff/reports/:source/:id/claim': reportAction(
    'Claims a report (taking it over from whoever had it).',
  ),
  'POST /api/staff/reports/:source/:id/resolve': reportAction(
    'Resolves a report with a note; the forum’s and the support queue’s own flags follow.',
  ),
} satisfies RouteTable;
