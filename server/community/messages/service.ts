import { plainTextOf } from '../../../shared/bbcode/plainText';
import type { SessionUser } from '../../../shared/protocol/account';
import { ok, refuse, type Answer, type Refusal } from '../../../shared/protocol/contract/envelope';
import {
  MESSAGE_ERRORS,
  THREAD_MESSAGES,
  type BlocksResponse,
  type ConversationResponse,
  type InboxResponse,
} from '../../../shared/protocol/messages';
import type { AppContext } from '../../context';
import { findUserByName } from '../../db/users';
import { limitFor } from '../../auth/permissions/repository';
import { announceNavbarChanged } from '../../services/lobby/navbarFeed';
import { renderBody, storedHtml } from '../rendering';
import { sendPushToUser } from '../../services/push/send';
import {
  blockersAmong,
  clearMessageNotifications,
  findMembership,
  inboxRows,
  insertConversation,
  insertReply,
  latestMessageId,
  listBlocked,
  markConversation,
  memberIds,
  messagesSentSince,
  setBlocked,
  storeMessageRendering,
  threadMessages,
} from '../../db/messages';

const EXCERPT_LENGTH = 120;

/** What a new conversation or a reply answers: where the message is. */
interface Sent {
  success: true;
  conversation_id: number;
  message_id: number;
}

function excerpt(body: string): string {
  const text = plainTextOf(body).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
}

/** Tells the recipients: the navbar's count and notification at once, and a push to their devices. */
function announce(
  context: AppContext,
  sender: SessionUser,
  conversationId: number,
  recipients: number[],
  subject: string,
) {
  if (recipients.length === 0) return;
  announceNavbarChanged({ userIds: recipients });
  for (const userId of recipients) {
    void sendPushToUser(context, userId, {
      kind: 'message',
      title: `Message from ${sender.username}`,
      body: subject,
      url: `/messages/${conversationId}`,
    });
  }
}

const HOUR_MS = 3_600_000;

/**
 * The role's `messages.per-hour` limit (staff settings): a 429 with Retry-After once the sender
 * has sent that many in the last hour, or undefined while it may send.
 */
async function overHourlyLimit(
  context: AppContext,
  sender: SessionUser,
): Promise<Refusal | undefined> {
  const limit = await limitFor(context.db, sender.roles, 'messages.per-hour');
  if (limit === undefined || limit === Infinity) return undefined;
  const now = context.now().getTime();
  const sent = await messagesSentSince(context.db, sender.id, new Date(now - HOUR_MS));
  if (sent.count < limit) return undefined;
  const freedAt = (sent.oldest?.getTime() ?? now) + HOUR_MS;
  return {
    status: 429,
    body: {
      success: false,
      error: MESSAGE_ERRORS.hourlyLimit(limit),
      retry_after: Math.max(1, Math.ceil((freedAt - now) / 1000)),
    },
  };
}

const notificationText = (sender: SessionUser, subject: string) =>
  `${sender.username} sent you a message: ${subject}`;

/** A new conversation with one or more users (not anyone who blocked the sender). */
export async function startConversation(
  context: AppContext,
  sender: SessionUser,
  input: { to: string[]; subject: string; body: string },
): Promise<Answer<Sent>> {
  const recipients = new Map<number, string>();
  for (const name of input.to) {
    const user = await findUserByName(context.db, name);
    if (!user) return refuse(422, MESSAGE_ERRORS.noSuchUser(name));
    if (user.id !== sender.id) recipients.set(user.id, user.username);
  }
  if (recipients.size === 0) return refuse(422, MESSAGE_ERRORS.noRecipient);
  const [blocker] = await blockersAmong(context.db, sender.id, [...recipients.keys()]);
  if (blocker !== undefined) return refuse(403, MESSAGE_ERRORS.blocked(recipients.get(blocker)!));
  const limited = await overHourlyLimit(context, sender);
  if (limited) return limited;
  const text = notificationText(sender, input.subject);
  const created = await insertConversation(context.db, {
    subject: input.subject,
    memberIds: [sender.id, ...recipients.keys()],
    message: {
      senderId: sender.id,
      body: input.body,
      rendering: await renderBody(context.db, input.body),
      at: context.now(),
      notify: [...recipients.keys()].map((userId) => ({ userId, text })),
    },
  });
  announce(context, sender, created.conversationId, [...recipients.keys()], input.subject);
  return ok({
    success: true,
    conversation_id: created.conversationId,
    message_id: created.messageId,
  });
}

/** `/messages/{id} {body}`: a reply; members who blocked the sender neither see it nor hear of it. */
export async function replyToConversation(
  context: AppContext,
  sender: SessionUser,
  conversationId: number,
  body: string,
): Promise<Answer<Sent>> {
  const membership = await findMembership(context.db, conversationId, sender.id);
  if (!membership) return refuse(404, MESSAGE_ERRORS.noConversation);
  const limited = await overHourlyLimit(context, sender);
  if (limited) return limited;
  const others = (await memberIds(context.db, conversationId)).filter((m) => m.id !== sender.id);
  const blockers = new Set(
    await blockersAmong(
      context.db,
      sender.id,
      others.map((m) => m.id),
    ),
  );
  const recipients = others.filter((m) => !blockers.has(m.id)).map((m) => m.id);
  const text = notificationText(sender, membership.subject);
  const messageId = await insertReply(context.db, conversationId, {
    senderId: sender.id,
    body,
    rendering: await renderBody(context.db, body),
    at: context.now(),
    notify: recipients.map((userId) => ({ userId, text })),
  });
  announce(context, sender, conversationId, recipients, membership.subject);
  return ok({ success: true, conversation_id: conversationId, message_id: messageId });
}

/** The user's conversations, newest first, with their unread counts. */
export async function inbox(
  context: AppContext,
  user: SessionUser,
): Promise<Answer<InboxResponse>> {
  const rows = await inboxRows(context.db, user.id);
  const body: InboxResponse = {
    success: true,
    conversations: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      participants: row.members.map((m) => m.username),
      members: row.members,
      last_message:
        row.lastAt === null
          ? null
          : {
              user_id: row.lastUserId ?? 0,
              username: row.lastUsername ?? '',
              excerpt: excerpt(row.lastBody ?? ''),
              created_at: new Date(row.lastAt).toISOString(),
            },
      unread_count: row.unread,
    })),
    unread_total: rows.reduce((sum, row) => sum + row.unread, 0),
  };
  return ok(body);
}

/** A conversation's messages; reading it marks it read and clears its notifications. */
export async function conversationThread(
  context: AppContext,
  user: SessionUser,
  conversationId: number,
): Promise<Answer<ConversationResponse>> {
  const membership = await findMembership(context.db, conversationId, user.id);
  if (!membership) return refuse(404, MESSAGE_ERRORS.noConversation);
  const [rows, members] = await Promise.all([
    threadMessages(context.db, conversationId, user.id, THREAD_MESSAGES),
    memberIds(context.db, conversationId),
  ]);
  const lastId = rows.at(-1)?.id;
  if (lastId && lastId > membership.lastReadMessageId) {
    await markConversation(context.db, conversationId, user.id, lastId);
    await clearMessageNotifications(context.db, conversationId, user.id);
    announceNavbarChanged({ userIds: [user.id] });
  }
  const { html, games } = await storedHtml(context.db, rows, (id, rendering) =>
    storeMessageRendering(context.db, id, rendering),
  );
  const others = members
    .filter((m) => m.id !== user.id)
    .map((m) => ({ id: m.id, username: m.username }));
  const body: ConversationResponse = {
    success: true,
    conversation: {
      id: conversationId,
      subject: membership.subject,
      participants: others.map((m) => m.username),
      members: others,
    },
    messages: rows.map((row) => ({
      id: row.id,
      user_id: row.senderId,
      username: row.username,
      body: row.body,
      html: html.get(row.id)!,
      created_at: row.createdAt.toISOString(),
    })),
    games,
  };
  return ok(body);
}

/** "Delete for me": the conversation leaves this user's inbox until someone writes again. */
export async function deleteForMe(
  context: AppContext,
  user: SessionUser,
  conversationId: number,
): Promise<Answer<{ success: true; conversation_id: number }>> {
  if (!(await findMembership(context.db, conversationId, user.id))) {
    return refuse(404, MESSAGE_ERRORS.noConversation);
  }
  const latest = await latestMessageId(context.db, conversationId);
  await markConversation(context.db, conversationId, user.id, latest, true);
  await clearMessageNotifications(context.db, conversationId, user.id);
  announceNavbarChanged({ userIds: [user.id] });
  return ok({ success: true, conversation_id: conversationId });
}

export async function blockUser(
  context: AppContext,
  user: SessionUser,
  username: string,
  blocked: boolean,
): Promise<Answer<BlocksResponse>> {
  const target = await findUserByName(context.db, username);
  if (!target) return refuse(404, MESSAGE_ERRORS.noSuchUser(username));
  if (target.id === user.id) return refuse(422, MESSAGE_ERRORS.selfBlock);
  await setBlocked(context.db, user.id, target.id, blocked);
  announceNavbarChanged({ userIds: [user.id] });
  return blockList(context, user);
}

/** The users `user` blocked. */
export async function blockList(
  context: AppContext,
  user: SessionUser,
): Promise<Answer<BlocksResponse>> {
  return ok({ success: true, blocked: await listBlocked(context.db, user.id) });
}
