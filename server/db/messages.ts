import { and, asc, desc, eq, gt, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { notifications, users } from './schema';
import {
  conversationMembers,
  conversations,
  messageNotifications,
  messages,
  userBlocks,
  type Rendering,
} from './communityTables';

// Conversations, their members' read and "deleted for me" marks, messages and blocks.

/** A message the member sees: after what they deleted, and not from someone they blocked. */
function visibleTo(userId: number): SQL {
  return and(
    gt(messages.id, conversationMembers.hiddenUpToMessageId),
    notExists(
      sql`(select 1 from ${userBlocks} where ${userBlocks.userId} = ${userId}
        and ${userBlocks.blockedId} = ${messages.senderId})`,
    ),
  )!;
}

/** Visible messages from others that the member has not read. */
function unreadBy(userId: number): SQL {
  return and(
    visibleTo(userId),
    gt(messages.id, conversationMembers.lastReadMessageId),
    ne(messages.senderId, userId),
  )!;
}

/** How many messages the user sent since `since`, and when the oldest of them was sent. */
export async function messagesSentSince(
  db: Database,
  userId: number,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${messages.createdAt})`,
    })
    .from(messages)
    .where(and(eq(messages.senderId, userId), gt(messages.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The navbar's numMessages: unread messages over all the user's conversations. */
export async function unreadMessageCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, userId), unreadBy(userId)));
  return row?.count ?? 0;
}

export interface InboxRow {
  id: number;
  subject: string;
  /** The other members, by name. */
  members: { id: number; username: string }[];
  unread: number;
  lastUserId: number | null;
  lastUsername: string | null;
  lastBody: string | null;
  lastAt: Date | string | null;
}

/** The user's conversations that have a message they can see, newest first. */
export async function inboxRows(db: Database, userId: number, limit = 100): Promise<InboxRow[]> {
  const result = await db.execute(sql`
    SELECT c.id, c.subject,
      (SELECT coalesce(
                json_agg(json_build_object('id', u.id, 'username', u.username)
                         ORDER BY lower(u.username)),
                '[]'::json)
         FROM conversation_members o JOIN users u ON u.id = o.user_id
         WHERE o.conversation_id = c.id AND o.user_id <> ${userId}
      ) AS members,
      (SELECT count(*)::int FROM messages WHERE messages.conversation_id = c.id
         AND ${unreadBy(userId)}) AS unread,
      last.sender_id AS "lastUserId", last.username AS "lastUsername",
      last.body AS "lastBody", last.created_at AS "lastAt"
    FROM conversation_members
    JOIN conversations c ON c.id = conversation_members.conversation_id
    JOIN LATERAL (
      SELECT messages.sender_id, u.username, messages.body, messages.created_at FROM messages
      JOIN users u ON u.id = messages.sender_id
      WHERE messages.conversation_id = c.id AND ${visibleTo(userId)}
      ORDER BY messages.id DESC LIMIT 1
    ) AS last ON true
    WHERE conversation_members.user_id = ${userId}
    ORDER BY c.last_message_at DESC, c.id DESC
    LIMIT ${limit}`);
  // Both drivers answer with { rows }; the shared Database type cannot say so.
  return (result as unknown as { rows: InboxRow[] }).rows;
}

export interface MemberRow {
  conversationId: number;
  subject: string;
  lastReadMessageId: number;
  hiddenUpToMessageId: number;
}

/** The user's membership of a conversation; undefined when they are not in it. */
export async function findMembership(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({
      conversationId: conversations.id,
      subject: conversations.subject,
      lastReadMessageId: conversationMembers.lastReadMessageId,
      hiddenUpToMessageId: conversationMembers.hiddenUpToMessageId,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    );
  return row;
}

export async function memberIds(
  db: Database,
  conversationId: number,
): Promise<{ id: number; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(sql`lower(${users.username})`);
}

export interface MessageRow {
  id: number;
  senderId: number;
  username: string;
  body: string;
  html: string | null;
  gameLinks: Rendering['gameLinks'] | null;
  createdAt: Date;
}

/** The newest messages of a conversation the member sees, oldest first. */
export async function threadMessages(
  db: Database,
  conversationId: number,
  userId: number,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      username: users.username,
      body: messages.body,
      html: messages.html,
      gameLinks: messages.gameLinks,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .where(and(eq(messages.conversationId, conversationId), visibleTo(userId)))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Moves the member's read mark (and with `hide`, the "deleted for me" mark) to `messageId`. */
export async function markConversation(
  db: Database,
  conversationId: number,
  userId: number,
  messageId: number,
  hide = false,
) {
  await db
    .update(conversationMembers)
    .set({
      lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${messageId})`,
      ...(hide
        ? {
            hiddenUpToMessageId: sql`greatest(${conversationMembers.hiddenUpToMessageId}, ${messageId})`,
          }
        : {}),
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    );
}

export async function latestMessageId(db: Database, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${messages.id}), 0)` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.id ?? 0;
}

export interface NewMessage {
  senderId: number;
  body: string;
  rendering: Rendering;
  at: Date;
  /** Members to notify, with the notification's text. */
  notify: { userId: number; text: string }[];
}

/** Stores a message, its notifications (linked to the conversation), and the sender's read mark. */
async function appendMessage(tx: Database, conversationId: number, message: NewMessage) {
  const [created] = await tx
    .insert(messages)
    .values({
      conversationId,
      senderId: message.senderId,
      body: message.body,
      html: message.rendering.html,
      gameLinks: message.rendering.gameLinks,
      createdAt: message.at,
    })
    .returning({ id: messages.id });
  await tx
    .update(conversations)
    .set({ lastMessageAt: message.at })
    .where(eq(conversations.id, conversationId));
  await markConversation(tx, conversationId, message.senderId, created!.id);
  if (message.notify.length > 0) {
    const notified = await tx
      .insert(notifications)
      .values(
        message.notify.map((n) => ({
          userId: n.userId,
          kind: 'message',
          text: n.text,
          createdAt: message.at,
        })),
      )
      .returning({ id: notifications.id });
    await tx
      .insert(messageNotifications)
      .values(notified.map((row) => ({ notificationId: row.id, conversationId })));
  }
  return created!.id;
}

/** A new conversation between the sender and the recipients, with its first message. */
export async function insertConversation(
  db: Database,
  input: { subject: string; memberIds: number[]; message: NewMessage },
): Promise<{ conversationId: number; messageId: number }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({
        subject: input.subject,
        createdAt: input.message.at,
        lastMessageAt: input.message.at,
      })
      .returning({ id: conversations.id });
    const conversationId = created!.id;
    await tx
      .insert(conversationMembers)
      .values(input.memberIds.map((userId) => ({ conversationId, userId })));
    const messageId = await appendMessage(tx as unknown as Database, conversationId, input.message);
    return { conversationId, messageId };
  });
}

export async function insertReply(
  db: Database,
  conversationId: number,
  message: NewMessage,
): Promise<number> {
  return db.transaction((tx) => appendMessage(tx as unknown as Database, conversationId, message));
}

/** A message's body rendered again (it had no rendering yet, or a game it links to changed). */
export async function storeMessageRendering(db: Database, id: number, rendering: Rendering) {
  await db
    .update(messages)
    .set({ html: rendering.html, gameLinks: rendering.gameLinks })
    .where(eq(messages.id, id));
}

/** Drops the user's notifications about a conversation they have now read. */
export async function clearMessageNotifications(
  db: Database,
  conversationId: number,
  userId: number,
) {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(
          notifications.id,
          db
            .select({ id: messageNotifications.notificationId })
            .from(messageNotifications)
            .where(eq(messageNotifications.conversationId, conversationId)),
        ),
      ),
    );
}

/** Conversation ids of message notifications, for the navbar's links. */
export async function conversationsOfNotifications(
  db: Database,
  notificationIds: number[],
): Promise<Map<number, number>> {
  if (notificationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(messageNotifications)
    .where(inArray(messageNotifications.notificationId, notificationIds));
  return new Map(rows.map((row) => [row.notificationId, row.conversationId]));
}

/** Of these users, those who blocked `senderId`. */
export async function blockersAmong(
  db: Database,
  senderId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: userBlocks.userId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockedId, senderId), inArray(userBlocks.userId, userIds)));
  return rows.map((row) => row.id);
}

export async function setBlocked(
  db: Database,
  userId: number,
  blockedId: number,
  blocked: boolean,
) {
  if (blocked) {
    await db.insert(userBlocks).values({ userId, blockedId }).onConflictDoNothing();
  } else {
    await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.userId, userId), eq(userBlocks.blockedId, blockedId)));
  }
}

export async function listBlocked(db: Database, userId: number) {
  return db
    .select({ id: users.id, username: users.username })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.userId, userId))
    .orderBy(asc(sql`lower(${users.username})`));
}
