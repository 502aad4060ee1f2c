/**
 * The staff tools' tables: permissions and limits per role (docs/staff.md), the audit log of every
 * staff action, the handling of reports, suspensions, the mail outbox, the users' event log
 * (written by a trigger, see migration 0010) and the online-users samples behind the stats chart.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const staffRef = (name: string) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

/** Every permission the code checks, by name, with its group (seeded by the migration). */
export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  group: text('group').notNull(),
});

/** A role's own setting for a permission: -1 revoke, 0 no change, 1 grant. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.permission] })],
);

/** A role's limit: off (not active), unlimited (infinity), or `number`. */
export const roleLimits = pgTable(
  'limits',
  {
    role: text('role').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    infinity: boolean('infinity').notNull().default(false),
    number: integer('number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.role, table.name] })],
);

/** Who did what to what, when, with the values before and after. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    actorId: staffRef('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at'),
  },
  (table) => [
    index('staff_audit_at_idx').on(table.at),
    index('staff_audit_target_idx').on(table.targetType, table.targetId),
  ],
);

/** A report's place in the moderators' queue; the report itself stays in its own table. */
export const reportHandling = pgTable(
  'report_handling',
  {
    /** 'game' (game_reports), 'support' (support_requests) or 'forum' (forum_reports). */
    source: text('source').notNull(),
    reportId: integer('report_id').notNull(),
    claimedBy: staffRef('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    resolvedBy: staffRef('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.source, table.reportId] })],
);

/** A suspension (with an end) or a ban (without); lifted early by setting lifted_at. */
export const userSuspensions = pgTable(
  'user_suspensions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: staffRef('created_by'),
    createdAt: at('created_at'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (table) => [index('user_suspensions_user_idx').on(table.userId)],
);

/** Every e-mail staff sent: delivered through SMTP when SMTP_URL is set, else kept here only. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentBy: staffRef('sent_by'),
  createdAt: at('created_at'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  error: text('error'),
});

/**
 * What happened to an account: sign-up, and every change of its rating, tokens, name or roles,
 * whichever code made it (a trigger on users writes these rows).
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ratingBefore: integer('rating_before'),
    ratingAfter: integer('rating_after'),
    tokensBefore: integer('tokens_before'),
    tokensAfter: integer('tokens_after'),
    detail: text('detail').notNull().default(''),
    at: at('at'),
  },
  (table) => [
    index('user_events_user_idx').on(table.userId, table.id),
    index('user_events_at_idx').on(table.kind, table.at),
  ],
);

/** The number of users online, sampled once a minute (the stats chart's first series). */
export const onlineSamples = pgTable('online_samples', {
  at: timestamp('at', { withTimezone: true }).primaryKey(),
  users: integer('users').notNull(),
});
