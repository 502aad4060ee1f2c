import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { ReportStatus } from '../../../shared/protocol/forum';
import { forumPosts, forumReports, forumTopics } from '../../db/communityTables';

/** Files a report; false when this reporter already has an open report on the post. */
export async function insertReport(
  db: Database,
  report: { postId: number; reporterId: number; reason: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(forumReports)
    .values({ ...report, createdAt: report.at })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  return rows.length > 0;
}

const reporters = alias(users, 'reporter');
const authors = alias(users, 'author');

/** The queue: reports with the post, its topic and both users, newest first. */
export async function listReports(db: Database, status: ReportStatus, limit = 100) {
  return db
    .select({
      id: forumReports.id,
      postId: forumReports.postId,
      topicId: forumPosts.topicId,
      topicTitle: forumTopics.title,
      postAuthorId: authors.id,
      postAuthor: authors.username,
      postBody: forumPosts.body,
      reporterId: reporters.id,
      reporter: reporters.username,
      reason: forumReports.reason,
      status: forumReports.status,
      createdAt: forumReports.createdAt,
    })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .innerJoin(authors, eq(authors.id, forumPosts.authorId))
    .innerJoin(reporters, eq(reporters.id, forumReports.reporterId))
    .where(eq(forumReports.status, status))
    .orderBy(desc(forumReports.createdAt), desc(forumReports.id))
    .limit(limit);
}

/** Closes an open report; false when there is no open report with this id. */
export async function closeReport(
  db: Database,
  id: number,
  outcome: { status: Exclude<ReportStatus, 'open'>; by: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(forumReports)
    .set({ status: outcome.status, handledBy: outcome.by, handledAt: outcome.at })
    .where(and(eq(forumReports.id, id), sql`${forumReports.status} = 'open'`))
    .returning({ id: forumReports.id });
  return rows.length > 0;
}
