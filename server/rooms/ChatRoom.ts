import { Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { CHAT_LINE_MESSAGE } from '../../shared/protocol/chat';
import { chatAddress, chatSendRequest, type ChatAddress } from '../../shared/protocol/chatRequests';
import type { StoredChatLine } from '../db/chat';
import { chatAccess, type ChatAccess } from '../services/chat/access';
import { sendChat } from '../services/chat/chat';
import { chatTopic, revivedChatLine } from '../services/chat/feed';
import { chatLineFor } from '../services/chat/lines';
import { AccountWatches } from './accountWatch';
import { authenticate, type RoomAuth } from './auth';
import { roomContext } from './roomContext';

export { CHAT_ROOM } from '../../shared/protocol/chat';

interface ChatClientData extends RoomAuth {
  access: ChatAccess;
}

/**
 * The live side of one chat room (the lobby, a game's chat, or all the team chats of a game):
 * pushes each new or changed line to the clients allowed to see it, as each may see it.
 * Reading history and sending also work over HTTP (`/chat`, `/chat/send`).
 */
export class ChatRoom extends Room {
  override maxMessagesPerSecond = 5;
  private address!: ChatAddress;
  private topic!: string;
  private readonly accounts = new AccountWatches();
  private readonly onLine = (raw: StoredChatLine) => this.pushLine(revivedChatLine(raw));

  override async onCreate(options: unknown) {
    const parsed = chatAddress.safeParse(options ?? {});
    if (!parsed.success) throw new ServerError(422, 'Unknown chat.');
    this.address = parsed.data;
    this.topic = chatTopic(this.address.room_id, this.address.game_id);
    await this.presence.subscribe(this.topic, this.onLine);
    this.onMessage('send', async (client: Client, message: unknown) => {
      const sent = chatSendRequest.safeParse({ ...this.address, ...(message as object) });
      if (!sent.success) return { success: false, error: sent.error.issues[0]?.message };
      const user = (client.auth as ChatClientData).user;
      return (await sendChat(roomContext(), user, this.address, sent.data.body)).body;
    });
    this.onMessage('*', (client: Client, type: unknown) => {
      client.send('error', { success: false, error: `Unknown message: ${String(type)}` });
    });
  }

  override async onAuth(_client: Client, options: unknown, auth: AuthContext) {
    const { user, sessionId } = await authenticate(roomContext(), auth);
    const parsed = chatAddress.safeParse(options ?? {});
    if (!parsed.success) throw new ServerError(422, 'Unknown chat.');
    const result = await chatAccess(roomContext(), user, parsed.data);
    if (!result.ok) throw new ServerError(result.status, result.error);
    return { user, sessionId, access: result.access } satisfies ChatClientData;
  }

  /** A change to the account (a ban, a role, a permission) reaches the open connection at once. */
  override onJoin(client: Client) {
    this.accounts.add(client, async (user) => {
      const result = await chatAccess(roomContext(), user, this.address);
      if (!result.ok) return result.error;
      (client.auth as ChatClientData).access = result.access;
      return undefined;
    });
  }

  override onLeave(client: Client) {
    this.accounts.remove(client);
  }

  override onUncaughtException(error: Error, methodName: string) {
    console.error(`chat room ${this.roomId}: uncaught error in ${methodName}`, error);
  }

  override async onDispose() {
    await this.presence.unsubscribe(this.topic, this.onLine);
  }

  private pushLine(line: StoredChatLine) {
    for (const client of this.clients) {
      const { access } = client.auth as ChatClientData;
      if (access.channel !== line.channel) continue;
      client.send(CHAT_LINE_MESSAGE, chatLineFor(line, access.canModerate));
    }
  }
}
