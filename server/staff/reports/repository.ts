import { and, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { gameReports, supportRequests, users } from '../../db/schema';
import { forumPosts, forumReports } from '../../db/communityTables';
import { REPORT_TYPES, SUPPORT_TYPES } from '../../../shared/protocol/play';
import type { ReportSource, StaffReport } from '../../../shared/protocol/staff';
import { reportHandling } from '../../db/staffTables';

const reporters = alias(users, 'reporter');
const subjects = alias(users, 'subject');
const claimers = alias(users, 'claimer');
const resolvers = alias(users, 'resolver');

const QUEUE_LIMIT = 200;

/** What a source says of a report: the columns it has (the others are null in the queue). */
interface SourceColumns {
  id: AnyPgColumn;
  reporterId: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** The reported user. */
  subjectId?: AnyPgColumn;
  gameId?: AnyPgColumn;
  topicId?: AnyPgColumn;
  postId?: AnyPgColumn;
  /** A game report's or a support request's type (REPORT_TYPES, SUPPORT_TYPES). */
  type?: AnyPgColumn;
  /** A forum report's reason. */
  reason?: AnyPgColumn;
  /** Handled in the source's own queue (the forum's, the support flag). */
  closedElsewhere?: SQL<boolean>;
}

/**
 * One source as rows of the queue's one shape (a part of its UNION ALL). Its names are its own:
 * the outer query names them unqualified, beside the joined tables' columns.
 */
function queueShape(source: ReportSource, columns: SourceColumns) {
  const int = (column: AnyPgColumn | undefined, name: string) =>
    sql<number | null>`${column ?? sql`null`}::int`.as(name);
  return {
    source: sql<ReportSource>`${source}::text`.as('queue_source'),
    id: sql<number>`${columns.id}`.as('queue_id'),
    reporterId: sql<number>`${columns.reporterId}`.as('reporter_id'),
    subjectId: int(columns.subjectId, 'subject_id'),
    gameId: int(columns.gameId, 'game_id'),
    topicId: int(columns.topicId, 'topic_id'),
    postId: int(columns.postId, 'post_id'),
    type: int(columns.type, 'type'),
    reason: sql<string | null>`${columns.reason ?? sql`null`}::text`.as('reason'),
    createdAt: sql<Date>`${columns.createdAt}`
      .mapWith(gameReports.createdAt)
      .as('queue_created_at'),
    closedElsewhere: sql<boolean>`${columns.closedElsewhere ?? sql`false`}`.as('closed_elsewhere'),
  };
}

/** Every report of every source: game reports, support requests (ask-support), forum reports. */
function allReports(db: Database) {
  const game = db
    .select(
      queueShape('game', {
        id: gameReports.id,
        reporterId: gameReports.reporterId,
        createdAt: gameReports.createdAt,
        subjectId: gameReports.reportedId,
        gameId: gameReports.gameId,
        type: gameReports.type,
      }),
    )
    .from(gameReports);
  const support = db
    .select(
      queueShape('support', {
        id: supportRequests.id,
        reporterId: supportRequests.userId,
        createdAt: supportRequests.createdAt,
        gameId: supportRequests.gameId,
        type: supportRequests.type,
        closedElsewhere: sql`${supportRequests.handledAt} is not null`,
      }),
    )
    .from(supportRequests);
  const forum = db
    .select(
      queueShape('forum', {
        id: forumReports.id,
        reporterId: forumReports.reporterId,
        createdAt: forumReports.createdAt,
        subjectId: forumPosts.authorId,
        topicId: forumPosts.topicId,
        postId: forumReports.postId,
        reason: forumReports.reason,
        closedElsewhere: sql`${forumReports.status} <> 'open'`,
      }),
    )
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId));
  return unionAll(game, support, forum).as('report');
}

type QueueRow = {
  source: ReportSource;
  id: number;
  gameId: number | null;
  topicId: number | null;
  postId: number | null;
  type: number | null;
  reason: string | null;
};

/** What the report is about, and where it is on this site. */
function subjectOf(row: QueueRow, subject: string | null) {
  const game = row.gameId ? `/game/${row.gameId}` : '';
  if (row.source === 'game')
    return { subject: subject ?? '', detail: REPORT_TYPES[row.type!] ?? 'Other', link: game };
  if (row.source === 'support') {
    const detail = SUPPORT_TYPES[row.type!] ?? 'Other';
    return { subject: row.gameId ? `Game #${row.gameId}` : '', detail, link: game };
  }
  const link = `/forum/topic/${row.topicId}?post=${row.postId}`;
  return { subject: subject ?? '', detail: row.reason ?? '', link };
}

/**
 * The moderators' queue: every source in one query, newest first; `resolved` picks which half (a
 * report is resolved here, or closed in its source's own queue).
 */
export async function reportQueue(db: Database, resolved: boolean): Promise<StaffReport[]> {
  const report = allReports(db);
  const isResolved = sql`(${reportHandling.resolvedAt} is not null or ${report.closedElsewhere})`;
  const rows = await db
    .select({
      source: report.source,
      id: report.id,
      gameId: report.gameId,
      topicId: report.topicId,
      postId: report.postId,
      type: report.type,
      reason: report.reason,
      createdAt: report.createdAt,
      reporterId: report.reporterId,
      reporter: reporters.username,
      subjectId: report.subjectId,
      subject: subjects.username,
      claimedBy: claimers.username,
      claimedById: claimers.id,
      resolvedBy: resolvers.username,
      resolvedById: resolvers.id,
      note: reportHandling.note,
    })
    .from(report)
    .innerJoin(reporters, eq(reporters.id, report.reporterId))
    .leftJoin(subjects, eq(subjects.id, report.subjectId))
    .leftJoin(
      reportHandling,
      and(eq(reportHandling.source, report.source), eq(reportHandling.reportId, report.id)),
    )
    .leftJoin(claimers, eq(claimers.id, reportHandling.claimedBy))
    .leftJoin(resolvers, eq(resolvers.id, reportHandling.resolvedBy))
    .where(resolved ? isResolved : not(isResolved))
    .orderBy(desc(report.createdAt), desc(report.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => ({
    source: row.source,
    id: row.id,
    reporter: row.reporter,
    reporter_id: row.reporterId,
    ...subjectOf(row, row.subject),
    subject_id: row.subjectId,
    created_at: new Date(row.createdAt).toISOString(),
    status: resolved ? 'resolved' : row.claimedBy ? 'claimed' : 'open',
    claimed_by: row.claimedBy,
    claimed_by_id: row.claimedById,
    resolved_by: row.resolvedBy,
    resolved_by_id: row.resolvedById,
    note: row.note ?? '',
  }));
}

const SOURCE_TABLES = {
  game: gameReports,
  support: supportRequests,
  forum: forumReports,
} as const;

/** Whether the report exists in its own table. */
export async function reportExists(db: Database, source: ReportSource, id: number) {
  const table = SOURCE_TABLES[source];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** The report's handling row, if any. */
export async function handlingFor(db: Database, source: ReportSource, id: number) {
  const [row] = await db
    .select()
    .from(reportHandling)
    .where(and(eq(reportHandling.source, source), eq(reportHandling.reportId, id)));
  return row;
}

/** Claims a report for `by` (taking it over from whoever had it); false once it is resolved. */
export async function claimReport(
  db: Database,
  source: ReportSource,
  id: number,
  by: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(reportHandling)
    .values({ source, reportId: id, claimedBy: by, claimedAt: at })
    .onConflictDoUpdate({
      target: [reportHandling.source, reportHandling.reportId],
      set: { claimedBy: by, claimedAt: at },
      where: isNull(reportHandling.resolvedAt),
    })
    .returning({ id: reportHandling.reportId });
  return rows.length > 0;
}

/**
 * Resolves a report with a note; the forum's and the support queue's own flags follow. False when
 * it was already resolved (two moderators at once: the first wins).
 */
export async function resolveReport(
  db: Database,
  source: ReportSource,
  id: number,
  resolution: { by: number; at: Date; note: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const values = { resolvedBy: resolution.by, resolvedAt: resolution.at, note: resolution.note };
    const rows = await tx
      .insert(reportHandling)
      .values({
        source,
        reportId: id,
        claimedBy: resolution.by,
        claimedAt: resolution.at,
        ...values,
      })
      .onConflictDoUpdate({
        target: [reportHandling.source, reportHandling.reportId],
        set: values,
        where: isNull(reportHandling.resolvedAt),
      })
      .returning({ id: reportHandling.reportId });
    if (rows.length === 0) return false;
    if (source === 'forum') {
      await tx
        .update(forumReports)
        .set({ status: 'resolved', handledBy: resolution.by, handledAt: resolution.at })
        .where(and(eq(forumReports.id, id), sql`${forumReports.status} = 'open'`));
    }
    if (source === 'support') {
      await tx
        .update(supportRequests)
        .set({ handledAt: resolution.at })
        .where(eq(supportRequests.id, id));
    }
    return true;
  });
}
