import type { SessionUser } from '../../../shared/protocol/account';
import { ok, refuse, type Answer } from '../../../shared/protocol/contract/envelope';
import { FORUM_ERRORS, type PreviewResponse } from '../../../shared/protocol/forum';
import type { AppContext } from '../../context';
import { renderBody } from '../rendering';
import { canModerateForum, mayOpenTopic } from './permissions';
import { findPost, firstPostId, insertPost, updatePostBody } from './postStore';
import { findCategory, findTopic, insertTopic, markRead } from './topicStore';

/** What a new topic or a reply answers: where the post is. */
interface Written {
  success: true;
  topic_id: number;
  post_id: number;
}

/** A new topic with its first post, in a category. */
export async function createTopic(
  context: AppContext,
  user: SessionUser,
  categoryId: number,
  input: { title: string; body: string },
): Promise<Answer<Written>> {
  const category = await findCategory(context.db, categoryId);
  if (!category) return refuse(404, FORUM_ERRORS.noCategory);
  if (!mayOpenTopic(user, category)) return refuse(403, FORUM_ERRORS.staffOnly);
  const created = await insertTopic(context.db, {
    categoryId,
    authorId: user.id,
    ...input,
    rendering: await renderBody(context.db, input.body),
    at: context.now(),
  });
  await markRead(context.db, user.id, created.topicId, created.postId);
  return ok({ success: true, topic_id: created.topicId, post_id: created.postId });
}

/** A reply at the end of a topic; a locked topic takes replies from moderators only. */
export async function replyToTopic(
  context: AppContext,
  user: SessionUser,
  topicId: number,
  body: string,
): Promise<Answer<Written>> {
  const topic = await findTopic(context.db, topicId);
  const moderator = canModerateForum(user);
  if (!topic || (topic.deleted && !moderator)) return refuse(404, FORUM_ERRORS.noTopic);
  if (topic.locked && !moderator) return refuse(403, FORUM_ERRORS.locked);
  const postId = await insertPost(context.db, {
    topicId,
    authorId: user.id,
    body,
    rendering: await renderBody(context.db, body),
    at: context.now(),
  });
  await markRead(context.db, user.id, topicId, postId);
  return ok({ success: true, topic_id: topicId, post_id: postId });
}

/** The author changes their own post (marked edited); not once deleted, nor in a locked topic. */
export async function editPost(
  context: AppContext,
  user: SessionUser,
  postId: number,
  body: string,
): Promise<Answer<{ success: true; post_id: number; edited_at: string }>> {
  const post = await findPost(context.db, postId);
  const topic = post && (await findTopic(context.db, post.topicId));
  const moderator = canModerateForum(user);
  if (!post || !topic || (topic.deleted && !moderator)) return refuse(404, FORUM_ERRORS.noPost);
  if (post.authorId !== user.id) return refuse(403, FORUM_ERRORS.notYourPost);
  if (post.deleted) return refuse(403, FORUM_ERRORS.postDeleted);
  if (topic.locked && !moderator) return refuse(403, FORUM_ERRORS.locked);
  const at = context.now();
  const first = (await firstPostId(context.db, topic.id)) === postId;
  await updatePostBody(context.db, {
    id: postId,
    body,
    rendering: await renderBody(context.db, body),
    title: first ? topic.title : undefined,
    at,
  });
  return ok({ success: true, post_id: postId, edited_at: at.toISOString() });
}

/** `/api/forum/preview`: the body as it will look, and the games it links to. */
export async function previewPost(
  context: AppContext,
  body: string,
): Promise<Answer<PreviewResponse>> {
  const { html, games } = await renderBody(context.db, body);
  return ok({ success: true, html, games });
}
