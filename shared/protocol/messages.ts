import { z } from 'zod';
import type { GameLinks } from '../bbcode/BBCode';
import { bodyText, lineText } from './communityText';

/** Private messages: conversations of two or more users; `/messages/{id} {body}` replies (spec §7). */

export const MESSAGE_BODY_MAX_LENGTH = 10_000;
export const SUBJECT_MAX_LENGTH = 120;
export const MAX_RECIPIENTS = 10;
/** Messages of a conversation sent at once (the newest). */
export const THREAD_MESSAGES = 200;

export const MESSAGE_ERRORS = {
  noConversation: 'There is no such conversation.',
  noRecipient: 'Name at least one recipient.',
  tooManyRecipients: `A message can go to at most ${MAX_RECIPIENTS} users.`,
  noSuchUser: (name: string) => `There is no user called ${name}.`,
  blocked: (name: string) => `${name} does not accept messages from you.`,
  selfBlock: 'You cannot block yourself.',
  hourlyLimit: (limit: number) =>
    `You can send at most ${limit} messages an hour. Please wait a little before the next one.`,
} as const;

const messageBody = bodyText('The message', MESSAGE_BODY_MAX_LENGTH);

/** Recipients as a list of usernames, or one comma-separated text (a form field). */
const recipients = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : value,
  z
    .array(lineText('A username', 255), { error: MESSAGE_ERRORS.noRecipient })
    .min(1, MESSAGE_ERRORS.noRecipient)
    .max(MAX_RECIPIENTS, MESSAGE_ERRORS.tooManyRecipients),
);

export const newConversationRequest = z.object({
  to: recipients,
  subject: lineText('The subject', SUBJECT_MAX_LENGTH),
  body: messageBody,
});

export const messageReplyRequest = z.object({ body: messageBody });

export const blockRequest = z.object({ username: lineText('The username', 255) });

/** A member of a conversation, for a link to their profile. */
export interface MemberData {
  id: number;
  username: string;
}

export interface ConversationSummary {
  id: number;
  subject: string;
  /** The other members' names. */
  participants: string[];
  /** The other members, by name. */
  members: MemberData[];
  last_message: { user_id: number; username: string; excerpt: string; created_at: string } | null;
  unread_count: number;
}

export interface InboxResponse {
  success: true;
  conversations: ConversationSummary[];
  unread_total: number;
}

export interface MessageData {
  id: number;
  user_id: number;
  username: string;
  /** BBCode as typed. */
  body: string;
  /** The body rendered on the server (escaped); the client renders `body` with the same components. */
  html: string;
  created_at: string;
}

export interface ConversationResponse {
  success: true;
  conversation: { id: number; subject: string; participants: string[]; members: MemberData[] };
  messages: MessageData[];
  games: GameLinks;
}

export interface BlocksResponse {
  success: true;
  blocked: MemberData[];
}
