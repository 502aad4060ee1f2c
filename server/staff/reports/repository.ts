import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** The handling columns every source joins, by source and report id. */
function handlingOf(source: ReportSource, id: AnyPgColumn) {
  return and(eq(reportHandling.source, source), eq(reportHandling.reportId, id));
}

const handlingColumns = {
  claimedBy: claimers.username,
  resolvedBy: resolvers.username,
  resolvedAt: reportHandling.resolvedAt,
  note: reportHandling.note,
};

type HandlingFields = {
  claimedBy: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  note: string | null;
};

function toReport(
  base: Omit<StaffReport, 'status' | 'claimed_by' | 'resolved_by' | 'note' | 'created_at'> & {
    createdAt: Date;
    closedElsewhere?: boolean;
  },
  handling: HandlingFields,
): StaffReport {
  const { createdAt, closedElsewhere, ...rest } = base;
  const resolved = handling.resolvedAt !== null || closedElsewhere === true;
  return {
    ...rest,
    created_at: createdAt.toISOString(),
    status: resolved ? 'resolved' : handling.claimedBy ? 'claimed' : 'open',
    claimed_by: handling.claimedBy,
    resolved_by: handling.resolvedBy,
    note: handling.note ?? '',
  };
}

/** Reports of players in games (send-report). */
async function gameReportRows(db: Database): Promise<StaffReport[]> {
  const rows = await db
    .select({
      id: gameReports.id,
      gameId: gameReports.gameId,
      type: gameReports.type,
      reporter: reporters.username,
      subject: subjects.username,
      createdAt: gameReports.createdAt,
      ...handlingColumns,
    })
    .from(gameReports)
    .innerJoin(reporters, eq(reporters.id, gameReports.reporterId))
    .innerJoin(subjects, eq(subjects.id, gameReports.reportedId))
    .leftJoin(reportHandling, handlingOf('game', gameReports.id))
    .leftJoin(claimers, eq(claimers.id, reportHandling.claimedBy))
    .leftJoin(resolvers, eq(resolvers.id, reportHandling.resolvedBy))
    .orderBy(desc(gameReports.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) =>
    toReport(
      {
        source: 'game',
        id: row.id,
        reporter: row.reporter,
        subject: row.subject,
        detail: REPORT_TYPES[row.type] ?? 'Other',
        link: `/game/${row.gameId}`,
        createdAt: row.createdAt,
      },
      row,
    ),
  );
}

/** Requests for staff from the play screen (ask-support). */
async function supportRows(db: Database): Promise<StaffReport[]> {
  const rows = await db
    .select({
      id: supportRequests.id,
      gameId: supportRequests.gameId,
      type: supportRequests.type,
      reporter: reporters.username,
      createdAt: supportRequests.createdAt,
      handledAt: supportRequests.handledAt,
      ...handlingColumns,
    })
    .from(supportRequests)
    .innerJoin(reporters, eq(reporters.id, supportRequests.userId))
    .leftJoin(reportHandling, handlingOf('support', supportRequests.id))
    .leftJoin(claimers, eq(claimers.id, reportHandling.claimedBy))
    .leftJoin(resolvers, eq(resolvers.id, reportHandling.resolvedBy))
    .orderBy(desc(supportRequests.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) =>
    toReport(
      {
        source: 'support',
        id: row.id,
        reporter: row.reporter,
        subject: row.gameId ? `Game #${row.gameId}` : '',
        detail: SUPPORT_TYPES[row.type] ?? 'Other',
        link: row.gameId ? `/game/${row.gameId}` : '',
        createdAt: row.createdAt,
        closedElsewhere: row.handledAt !== null,
      },
      row,
    ),
  );
}

/** Reports of forum posts (the forum's own queue shows them too). */
async function forumRows(db: Database): Promise<StaffReport[]> {
  const rows = await db
    .select({
      id: forumReports.id,
      postId: forumReports.postId,
      topicId: forumPosts.topicId,
      reason: forumReports.reason,
      forumStatus: forumReports.status,
      reporter: reporters.username,
      subject: subjects.username,
      createdAt: forumReports.createdAt,
      ...handlingColumns,
    })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(reporters, eq(reporters.id, forumReports.reporterId))
    .innerJoin(subjects, eq(subjects.id, forumPosts.authorId))
    .leftJoin(reportHandling, handlingOf('forum', forumReports.id))
    .leftJoin(claimers, eq(claimers.id, reportHandling.claimedBy))
    .leftJoin(resolvers, eq(resolvers.id, reportHandling.resolvedBy))
    .orderBy(desc(forumReports.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) =>
    toReport(
      {
        source: 'forum',
        id: row.id,
        reporter: row.reporter,
        subject: row.subject,
        detail: row.reason,
        link: `/forum/topic/${row.topicId}?post=${row.postId}`,
        createdAt: row.createdAt,
        closedElsewhere: row.forumStatus !== 'open',
      },
      row,
    ),
  );
}

/** The moderators' queue: every source, newest first; `resolved` picks which half. */
export async function reportQueue(db: Database, resolved: boolean): Promise<StaffReport[]> {
  const all = (await Promise.all([gameReportRows(db), supportRows(db), forumRows(db)])).flat();
  return all
    .filter((report) => (report.status === 'resolved') === resolved)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, QUEUE_LIMIT);
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
