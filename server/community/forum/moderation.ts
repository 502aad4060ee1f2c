import type { SessionUser } from '../../../shared/protocol/account';
import { ok, refuse, type Answer } from '../../../shared/protocol/contract/envelope';
import {
  FORUM_ERRORS,
  type ReportStatus,
  type ReportsResponse,
} from '../../../shared/protocol/forum';
import type { AppContext } from '../../context';
import { audited } from '../../db/audit';
import { findPost, setPostDeleted } from './postStore';
import { closeReport, insertReport, listReports } from './reportStore';
import { findCategory, findTopic, updateTopic, type TopicFlags } from './topicStore';

// Moderators' actions. The routes let only canModerateForum() through; these do the work.

/** Deletes (hides, keeping its text) or restores a post. */
export async function moderatePost(
  context: AppContext,
  moderator: SessionUser,
  postId: number,
  deleted: boolean,
): Promise<Answer<{ success: true; post_id: number; deleted: boolean }>> {
  const post = await findPost(context.db, postId);
  if (!post) return refuse(404, FORUM_ERRORS.noPost);
  await audited(context.db, async (tx) => {
    await setPostDeleted(tx, post, deleted ? { by: moderator.id, at: context.now() } : null);
    return {
      result: undefined,
      audit: {
        actorId: moderator.id,
        action: deleted ? 'forum.post.delete' : 'forum.post.restore',
        targetType: 'forum_post',
        targetId: postId,
        before: { deleted: post.deleted },
        after: { deleted },
        at: context.now(),
      },
    };
  });
  return ok({ success: true, post_id: postId, deleted });
}

export const TOPIC_ACTIONS = ['lock', 'unlock', 'pin', 'unpin', 'delete', 'restore'] as const;
export type TopicAction = (typeof TOPIC_ACTIONS)[number];

function flagsOf(action: TopicAction, moderator: SessionUser, at: Date): TopicFlags {
  switch (action) {
    case 'lock':
    case 'unlock':
      return { locked: action === 'lock' };
    case 'pin':
    case 'unpin':
      return { pinned: action === 'pin' };
    case 'delete':
      return { deleted: { by: moderator.id, at } };
    case 'restore':
      return { deleted: null };
  }
}

interface TopicFlagsReply {
  success: true;
  topic_id: number;
  locked: boolean;
  pinned: boolean;
  deleted: boolean;
}

/** Locks, unlocks, pins, unpins, deletes or restores a topic. */
export async function moderateTopic(
  context: AppContext,
  moderator: SessionUser,
  topicId: number,
  action: TopicAction,
): Promise<Answer<TopicFlagsReply>> {
  const before = await findTopic(context.db, topicId);
  if (!before) return refuse(404, FORUM_ERRORS.noTopic);
  const flags = (t: typeof before) => ({ locked: t.locked, pinned: t.pinned, deleted: t.deleted });
  const topic = await audited(context.db, async (tx) => {
    await updateTopic(tx, topicId, flagsOf(action, moderator, context.now()));
    const after = (await findTopic(tx, topicId))!;
    return {
      result: after,
      audit: {
        actorId: moderator.id,
        action: `forum.topic.${action}`,
        targetType: 'forum_topic',
        targetId: topicId,
        before: flags(before),
        after: flags(after),
        at: context.now(),
      },
    };
  });
  return ok({
    success: true,
    topic_id: topicId,
    locked: topic.locked,
    pinned: topic.pinned,
    deleted: topic.deleted,
  });
}

/** Moves a topic to another category. */
export async function moveTopic(
  context: AppContext,
  moderator: SessionUser,
  topicId: number,
  categoryId: number,
): Promise<Answer<{ success: true; topic_id: number; category_id: number }>> {
  const topic = await findTopic(context.db, topicId);
  if (!topic) return refuse(404, FORUM_ERRORS.noTopic);
  if (!(await findCategory(context.db, categoryId))) return refuse(404, FORUM_ERRORS.noCategory);
  await audited(context.db, async (tx) => {
    await updateTopic(tx, topicId, { categoryId });
    return {
      result: undefined,
      audit: {
        actorId: moderator.id,
        action: 'forum.topic.move',
        targetType: 'forum_topic',
        targetId: topicId,
        before: { category_id: topic.categoryId },
        after: { category_id: categoryId },
        at: context.now(),
      },
    };
  });
  return ok({ success: true, topic_id: topicId, category_id: categoryId });
}

/** Any signed-in user reports a post they can see to the moderators' queue. */
export async function reportPost(
  context: AppContext,
  user: SessionUser,
  postId: number,
  reason: string,
): Promise<Answer<{ success: true; post_id: number }>> {
  const post = await findPost(context.db, postId);
  const topic = post && (await findTopic(context.db, post.topicId));
  if (!post || !topic || topic.deleted || post.deleted) return refuse(404, FORUM_ERRORS.noPost);
  const filed = await insertReport(context.db, {
    postId,
    reporterId: user.id,
    reason,
    at: context.now(),
  });
  return filed ? ok({ success: true, post_id: postId }) : refuse(409, FORUM_ERRORS.alreadyReported);
}

/** The moderators' queue: the reports of a status, oldest first. */
export async function reportQueue(
  context: AppContext,
  status: ReportStatus,
): Promise<Answer<ReportsResponse>> {
  const rows = await listReports(context.db, status);
  const body: ReportsResponse = {
    success: true,
    reports: rows.map((row) => ({
      id: row.id,
      post_id: row.postId,
      topic_id: row.topicId,
      topic_title: row.topicTitle,
      post_author_id: row.postAuthorId,
      post_author: row.postAuthor,
      post_body: row.postBody,
      reporter_id: row.reporterId,
      reporter: row.reporter,
      reason: row.reason,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  };
  return ok(body);
}

/** Closes an open report as resolved or dismissed. */
export async function handleReport<S extends 'resolved' | 'dismissed'>(
  context: AppContext,
  moderator: SessionUser,
  reportId: number,
  status: S,
): Promise<Answer<{ success: true; report_id: number; status: S }>> {
  const closed = await audited(context.db, async (tx) =>
    (await closeReport(tx, reportId, { status, by: moderator.id, at: context.now() }))
      ? {
          result: true,
          audit: {
            actorId: moderator.id,
            action: `forum.report.${status === 'resolved' ? 'resolve' : 'dismiss'}`,
            targetType: 'report:forum',
            targetId: reportId,
            before: { status: 'open' },
            after: { status },
            at: context.now(),
          },
        }
      : { result: false },
  );
  if (!closed) return refuse(404, FORUM_ERRORS.noReport);
  return ok({ success: true, report_id: reportId, status });
}
