import type { Role } from './account';

// Staff tools: the permission and limit names every staff route checks, and the texts of the
// moderator panel (specification, sections 5, 6 and 8). The database holds who has what
// (role_permissions, limits); this file only names what exists.

/** Every permission, by group (the role settings page lists them grouped so). */
export const PERMISSION_GROUPS = {
  chat: ['chat.moderate'],
  forum: ['forum.moderate'],
  reports: ['reports.handle'],
  game: ['game.set-status', 'game.set-timer'],
  user: ['user.view', 'user.view-ips', 'user.edit', 'user.roles', 'user.ban'],
  system: [
    'system.processlist',
    'system.validate-model',
    'system.stats',
    'system.send-email',
    'system.send-push',
    'system.permissions',
    'system.audit-log',
    'system.metrics',
  ],
  debug: ['debug.game', 'debug.secrets', 'debug.hack'],
  map: ['map.edit'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type PermissionName = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const PERMISSION_NAMES: readonly PermissionName[] = Object.values(PERMISSION_GROUPS).flat();

/** A role's setting for one permission: -1 revoke, 0 no change (inherit), 1 grant. */
export const PERMISSION_VALUES = [-1, 0, 1] as const;
export type PermissionValue = (typeof PERMISSION_VALUES)[number];

/** The limits a role can carry (active flag, infinity flag, number). */
export const LIMIT_NAMES = ['games.active', 'messages.per-hour'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** True when a signed-in user's effective permissions include `name`. */
export function hasPermission(
  user: { permissions: readonly string[] } | null | undefined,
  name: PermissionName,
): boolean {
  return !!user && user.permissions.includes(name);
}

/** Whether a user may open the moderator panel at all: any staff permission. */
export function isStaff(user: { permissions: readonly string[] } | null | undefined): boolean {
  return !!user && user.permissions.length > 0;
}

export interface PermissionRow {
  name: PermissionName;
  group: PermissionGroup;
  /** The role's own setting, per role. */
  values: Record<Role, PermissionValue>;
  /** Whether the role ends up with the permission (inheritance applied). */
  effective: Record<Role, boolean>;
}

export interface LimitRow {
  role: Role;
  name: LimitName;
  active: boolean;
  infinity: boolean;
  number: number;
}

/** `GET /api/staff/permissions`: the role settings page. */
export interface RoleSettingsResponse {
  success: true;
  groups: { group: PermissionGroup; permissions: PermissionRow[] }[];
  limits: LimitRow[];
}

/** The specification's texts of the staff tools, verbatim. */
export const STAFF_TEXTS = {
  noModel: 'This model does not exist.',
  validateFailed: (error: string) => `An error occured when validating: ${error}`,
  gameCheckInactive: 'The game exists, but using this tool will not do anything.',
  gameCheckOk: 'This works, well done!',
  gameCheckError: (statusText: string) => `Error: ${statusText}`,
  userInfoFailed: (text: string) => `There was an error retrieving the information: ${text}`,
  invalidJson: 'Invalid JSON data',
} as const;

/** The models validate-model looks up, by key. */
export const MODEL_KEYS = ['user', 'game', 'map', 'topic', 'post', 'conversation', 'chat'] as const;
export type ModelKey = (typeof MODEL_KEYS)[number];

/** Game statuses the game id check accepts unless told otherwise (specification, section 5). */
export const GAME_CHECK_DEFAULT_STATUSES = [1, 2] as const;

/** `/modpanel/user/{id}/ajax/ips`: each address with the other accounts seen there. */
export interface UserIpRow {
  ip: string;
  sessions: number;
  last_seen: string;
  other_users: { id: number; username: string }[];
}

/** `/modpanel/user/{id}/ajax/games`: one game of the user. */
export interface UserGameRow {
  game_id: number;
  status: number;
  map: string;
  players: string[];
  /** The players' user ids, in the order of `players`. */
  player_ids: number[];
  won: boolean;
  created_at: string;
  ended_at: string | null;
}

/** `/modpanel/user/{id}/ajax/standings`. */
export interface UserStandings {
  rating: number;
  tokens: number;
  rank: number;
  players: number;
  played: number;
  won: number;
}

/** One row of a user's event log (sign-up, rating and token changes, renames, roles). */
export interface UserEventRow {
  id: number;
  kind: string;
  rating_before: number | null;
  rating_after: number | null;
  tokens_before: number | null;
  tokens_after: number | null;
  detail: string;
  at: string;
}

/** The process list's row (spec §3). */
export interface ProcessRow {
  User: string;
  db: string;
  Command: string;
  State: string;
  Time: number;
  Info: string;
}

/** `/modpanel/stats/api`: one value per bucket for each series. */
export interface StatsSeries {
  range: string;
  bucket_seconds: number;
  /** Each bucket's start, in Unix seconds. */
  times: number[];
  users_online: number[];
  games_started: number[];
  games_finished: number[];
  actions_per_minute: number[];
  signups: number[];
}

/** Where a report in the moderators' queue comes from. */
export const REPORT_SOURCES = ['game', 'support', 'forum'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** One report in the moderators' queue. */
export interface StaffReport {
  source: ReportSource;
  id: number;
  reporter: string;
  reporter_id: number;
  /** Who or what is reported (a username, or a game for support requests). */
  subject: string;
  /** The reported user, when a user is reported. */
  subject_id: number | null;
  /** The report's type or reason. */
  detail: string;
  /** Where the reported thing is, on this site. */
  link: string;
  created_at: string;
  status: 'open' | 'claimed' | 'resolved';
  claimed_by: string | null;
  claimed_by_id: number | null;
  resolved_by: string | null;
  resolved_by_id: number | null;
  note: string;
}

/** The ranges of the stats chart (`/modpanel/stats/api?range=`). */
export const STATS_RANGE_NAMES = ['hour', 'day', 'week', 'month'] as const;
export type StatsRange = (typeof STATS_RANGE_NAMES)[number];

/** The longest turn timer a moderator can set: 30 days. */
export const MAX_TIMER_SECONDS = 30 * 86_400;

/** The refusals of the staff routes (routes/staff.ts declares them, server/staff answers them). */
export const STAFF_REFUSALS = {
  noUser: 'There is no such user.',
  notYourself: 'You cannot suspend your own account.',
  endInPast: 'The end date must be in the future.',
  noReport: 'There is no such report.',
  resolved: 'This report has already been resolved.',
  noGame: 'There is no such game.',
  noPermissionManager: 'This change would leave no role able to manage permissions.',
  rolesInput: 'Give a user id and a non-empty list of roles.',
  rolesNoUser: 'No such user.',
  mailRefused: (reason: string) => `The mail server did not take the message: ${reason}`,
} as const;
