import { z } from 'zod';
import { route, type RouteTable } from '../contract/route';
import type { ChatLineData, ChatPollResponse } from '../chat';
import { chatPollRequest, chatSendRequest } from '../chatRequests';
import { idParam } from '../contract/params';

// The chat calls of spec §7 (the chat room pushes the same lines live).

const int = z.number().int();
const NO_LINE = 'There is no such chat line.';

const chatLine = z.object({
  id: int,
  revision: int,
  user_id: int,
  username: z.string(),
  body: z.string(),
  created_at: z.string(),
  deleted: z.boolean(),
  html: z.string(),
}) satisfies z.ZodType<ChatLineData>;

const oneLine = z.object({ success: z.literal(true), line: chatLine });

const moderation = (summary: string) =>
  route({
    summary,
    tag: 'Chat',
    access: { permission: 'chat.moderate' },
    params: z.object({ lineId: idParam }),
    missing: NO_LINE,
    reply: oneLine,
    refusals: { 403: 'Not a chat moderator.', 404: NO_LINE },
  });

export const CHAT_ROUTES = {
  'POST /chat': route({
    summary: 'The lines of a chat changed since last_updated, as the caller may see them.',
    tag: 'Chat',
    access: 'anyone',
    body: chatPollRequest,
    reply: z.object({
      success: z.literal(true),
      lines: z.array(chatLine),
      last_updated: int,
    }) satisfies z.ZodType<ChatPollResponse>,
    refusals: { 403: 'Not a player of that game or team.', 404: 'There is no such game.' },
  }),
  'POST /chat/send': route({
    summary: 'Sends a line to a chat and pushes it to the chat’s room.',
    tag: 'Chat',
    access: 'player',
    body: chatSendRequest,
    reply: oneLine,
    refusals: {
      401: 'Not signed in.',
      403: 'Not seated in that game or team.',
      404: 'There is no such game.',
      429: 'Too many lines.',
    },
  }),
  'POST /chat/:lineId/delete': moderation('Deletes a line (moderators still see it, marked).'),
  'POST /chat/:lineId/restore': moderation('Restores a deleted line.'),
} satisfies RouteTable;
