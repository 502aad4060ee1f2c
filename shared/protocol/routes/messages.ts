import { z } from 'zod';
import { route, type RouteTable } from '../contract/route';
import { idParams } from '../contract/params';
import {
  MESSAGE_ERRORS,
  blockRequest,
  messageReplyRequest,
  newConversationRequest,
  type BlocksResponse,
  type ConversationResponse,
  type InboxResponse,
  type MemberData,
} from '../messages';
import { gameLinksSchema } from './forum';

// Private messages (spec §7): the inbox and threads under /api/messages, writes under /messages.

const int = z.number().int();
const iso = z.string();
const yes = z.literal(true);

const NOT_SIGNED_IN = 'Not signed in.';
const BAD_INPUT = 'A field is missing, too long or holds control characters (the text names it).';

const member = z.object({ id: int, username: z.string() }) satisfies z.ZodType<MemberData>;

const blocks = z.object({
  success: yes,
  blocked: z.array(member),
}) satisfies z.ZodType<BlocksResponse>;

const sent = z.object({ success: yes, conversation_id: int, message_id: int });

const conversationParams = idParams('conversationId');

const blocking = (summary: string) =>
  route({
    summary,
    tag: 'Messages',
    access: 'player',
    body: blockRequest,
    reply: blocks,
    refusals: {
      401: NOT_SIGNED_IN,
      404: 'There is no user called {name}.',
      422: MESSAGE_ERRORS.selfBlock,
    },
  });

export const MESSAGE_ROUTES = {
  'GET /api/messages': route({
    summary: 'The inbox: conversations, newest first, with their unread counts.',
    tag: 'Messages',
    access: 'player',
    reply: z.object({
      success: yes,
      conversations: z.array(
        z.object({
          id: int,
          subject: z.string(),
          participants: z.array(z.string()),
          members: z.array(member),
          last_message: z
            .object({ user_id: int, username: z.string(), excerpt: z.string(), created_at: iso })
            .nullable(),
          unread_count: int,
        }),
      ),
      unread_total: int,
    }) satisfies z.ZodType<InboxResponse>,
    refusals: { 401: NOT_SIGNED_IN },
  }),
  'GET /api/messages/blocks': route({
    summary: 'The users the caller blocked.',
    tag: 'Messages',
    access: 'player',
    reply: blocks,
    refusals: { 401: NOT_SIGNED_IN },
  }),
  'POST /messages/block': blocking(
    'Blocks a user: no new conversations from them, and no messages seen.',
  ),
  'POST /messages/unblock': blocking('Unblocks a user.'),
  'GET /api/messages/:conversationId': route({
    summary: 'A conversation’s messages (the newest 200); reading it marks it read.',
    tag: 'Messages',
    access: 'player',
    params: conversationParams,
    missing: MESSAGE_ERRORS.noConversation,
    reply: z.object({
      success: yes,
      conversation: z.object({
        id: int,
        subject: z.string(),
        participants: z.array(z.string()),
        members: z.array(member),
      }),
      messages: z.array(
        z.object({
          id: int,
          user_id: int,
          username: z.string(),
          body: z.string(),
          html: z.string(),
          created_at: iso,
        }),
      ),
      games: gameLinksSchema,
    }) satisfies z.ZodType<ConversationResponse>,
    refusals: { 401: NOT_SIGNED_IN, 404: MESSAGE_ERRORS.noConversation },
  }),
  'POST /messages': route({
    summary:
      'Starts a conversation with one or more users (to: names, or one comma-separated text).',
    tag: 'Messages',
    access: 'player',
    limit: 'message',
    body: newConversationRequest,
    reply: sent,
    refusals: {
      401: NOT_SIGNED_IN,
      403: '{name} does not accept messages from you.',
      422: `${BAD_INPUT} Or: ${MESSAGE_ERRORS.noRecipient} / There is no user called {name}.`,
      429: 'Too many messages (the role’s hourly limit says when to retry).',
    },
  }),
  'POST /messages/:conversationId': route({
    summary: 'The spec’s /messages/{id} {body}: a reply in a conversation.',
    tag: 'Messages',
    access: 'player',
    limit: 'message',
    params: conversationParams,
    missing: MESSAGE_ERRORS.noConversation,
    body: messageReplyRequest,
    reply: sent,
    refusals: {
      401: NOT_SIGNED_IN,
      404: MESSAGE_ERRORS.noConversation,
      422: BAD_INPUT,
      429: 'Too many messages (the role’s hourly limit says when to retry).',
    },
  }),
  'POST /messages/:conversationId/delete': route({
    summary:
      'Delete for me: the conversation leaves the caller’s inbox until someone writes again.',
    tag: 'Messages',
    access: 'player',
    params: conversationParams,
    missing: MESSAGE_ERRORS.noConversation,
    reply: z.object({ success: yes, conversation_id: int }),
    refusals: { 401: NOT_SIGNED_IN, 404: MESSAGE_ERRORS.noConversation },
  }),
} satisfies RouteTable;
