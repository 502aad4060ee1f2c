import type { SessionUser } from '../../../shared/protocol/account';
import {
  CHAT_BACKLOG_LINES,
  type ChatAddress,
  type ChatLineData,
  type ChatPollResponse,
} from '../../../shared/protocol/chat';
import type { AppContext } from '../../context';
import { rateLimitedReply } from '../rateLimits';
import { chatLinesSince, findChatLine, insertChatLine, setChatLineDeleted } from '../../db/chat';
import { CHAT_ERRORS, chatAccess } from './access';
import { announceChatLine, chatTopic } from './feed';
import { chatLineFor } from './lines';
import { audited } from '../../db/audit';

/** A chat call's answer: its reply (T), or a refusal. */
export type ChatReply<T> =
  | { status: 200; body: T }
  | { status: number; body: { success: false; error: string; retry_after?: number } };

type LineReply = ChatReply<{ success: true; line: ChatLineData }>;

const refuse = (status: number, error: string): ChatReply<never> => ({
  status,
  body: { success: false, error },
});

/** `/chat`: the lines of a chat changed since `lastUpdated`, as this viewer may see them. */
export async function pollChat(
  context: AppContext,
  user: SessionUser | null,
  address: ChatAddress,
  lastUpdated: number,
): Promise<ChatReply<ChatPollResponse>> {
  const result = await chatAccess(context, user, address);
  if (!result.ok) return refuse(result.status, result.error);
  const { channel, canModerate } = result.access;
  const stored = await chatLinesSince(
    context.db,
    channel,
    lastUpdated,
    CHAT_BACKLOG_LINES,
    canModerate,
  );
  const lines = stored.map((line) => chatLineFor(line, canModerate));
  const body: ChatPollResponse = {
    success: true,
    lines,
    last_updated: Math.max(lastUpdated, ...lines.map((line) => line.revision)),
  };
  return { status: 200, body };
}

/** `/chat/send`: stores the line and pushes it to the chat's live room. */
export async function sendChat(
  context: AppContext,
  user: SessionUser | null,
  address: ChatAddress,
  body: string,
  ip?: string,
): Promise<LineReply> {
  if (!user) return refuse(401, CHAT_ERRORS.guest);
  const verdict = await context.rateLimits.consume('chat', { userId: user.id, ip });
  if (!verdict.ok) return rateLimitedReply(verdict.retryAfterSeconds);
  const result = await chatAccess(context, user, address);
  if (!result.ok) return refuse(result.status, result.error);
  if (!result.access.canSend) return refuse(403, CHAT_ERRORS.notSeated);
  const line = await insertChatLine(context.db, {
    channel: result.access.channel,
    gameId: result.access.gameId,
    userId: user.id,
    body,
    at: context.now(),
  });
  announceChatLine(chatTopic(address.room_id, address.game_id), line);
  return { status: 200, body: { success: true, line: chatLineFor(line, false) } };
}

const NO_LINE = 'There is no such chat line.';

/** `/chat/{id}/delete` and `/chat/{id}/restore` (moderators; the route checks the role). */
export async function moderateChatLine(
  context: AppContext,
  moderator: SessionUser,
  id: number,
  deleted: boolean,
): Promise<LineReply> {
  const line = await findChatLine(context.db, id);
  if (!line) return refuse(404, NO_LINE);
  const changed = await audited(context.db, async (tx) => {
    const updated = await setChatLineDeleted(
      tx,
      id,
      deleted ? { by: moderator.id, at: context.now() } : null,
    );
    if (!updated) return { result: undefined };
    return {
      result: updated,
      audit: {
        actorId: moderator.id,
        action: deleted ? 'chat.delete' : 'chat.restore',
        targetType: 'chat',
        targetId: id,
        before: { deleted: line.deleted },
        after: { deleted: updated.deleted },
        at: context.now(),
      },
    };
  });
  if (!changed) return refuse(404, NO_LINE);
  announceChatLine(topicOfChannel(changed.channel), changed);
  return { status: 200, body: { success: true, line: chatLineFor(changed, true) } };
}

/** The room topic of a stored channel ('lobby', 'game-{id}', 'team-{id}-{team}'). */
function topicOfChannel(channel: string): string {
  const [kind, gameId] = channel.split('-');
  if (kind === 'game' || kind === 'team') return chatTopic(kind, Number(gameId));
  return chatTopic('lobby', undefined);
}
