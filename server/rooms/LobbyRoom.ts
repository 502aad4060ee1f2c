import { Room, type AuthContext, type Client } from '@colyseus/core';
import { LOBBY_CHANGED_MESSAGE, NAVBAR_CHANGED_MESSAGE } from '../../shared/protocol/lobby';
import { SESSION_CHANGED_MESSAGE } from '../../shared/protocol/liveFeed';
import { GAME_CHANGED_CHANNEL, type GameChanged } from './gameFeed';
import { NAVBAR_CHANGED_CHANNEL, type NavbarChanged } from '../services/lobby/navbarFeed';
import { AccountWatches } from './accountWatch';
import { authenticate, type RoomAuth } from './auth';
import { roomContext } from './roomContext';

export { LOBBY_ROOM } from '../../shared/protocol/lobby';

/** Lobby pushes are coalesced: a burst of game changes costs each client one refresh. */
const LOBBY_PUSH_DELAY_MS = 250;

/**
 * The site-wide room every open page joins: it pokes lobby pages when a listed game changes and
 * tells the signed-in users concerned by a change to refresh their navbar. It carries no data:
 * clients fetch `/lobby/update` and `/navbar`, which apply each viewer's own rights.
 */
export class LobbyRoom extends Room {
  override maxMessagesPerSecond = 2;
  private lobbyPushPending = false;
  private readonly accounts = new AccountWatches();
  private readonly onGameChanged = (change: GameChanged) => {
    this.pokeNavbars(change.userIds);
    this.scheduleLobbyPush();
  };
  private readonly onNavbarChanged = (change: NavbarChanged) => this.pokeNavbars(change.userIds);

  override async onCreate() {
    await this.presence.subscribe(GAME_CHANGED_CHANNEL, this.onGameChanged);
    await this.presence.subscribe(NAVBAR_CHANGED_CHANNEL, this.onNavbarChanged);
    // The room only talks; any message from a client is answered with an error, never dropped.
    this.onMessage('*', (client: Client, type: unknown) => {
      client.send('error', { success: false, error: `Unknown message: ${String(type)}` });
    });
  }

  override async onAuth(_client: Client, _options: unknown, auth: AuthContext): Promise<RoomAuth> {
    return authenticate(roomContext(), auth);
  }

  /**
   * A banned or signed-out account's page stops hearing of its games; a page whose account's
   * rights changed reads its session again (the controls it shows follow the permissions).
   */
  override onJoin(client: Client) {
    this.accounts.add(client, () => {
      client.send(SESSION_CHANGED_MESSAGE, {});
      return undefined;
    });
  }

  override onLeave(client: Client) {
    this.accounts.remove(client);
  }

  override onUncaughtException(error: Error, methodName: string) {
    console.error(`lobby room ${this.roomId}: uncaught error in ${methodName}`, error);
  }

  override async onDispose() {
    await this.presence.unsubscribe(GAME_CHANGED_CHANNEL, this.onGameChanged);
    await this.presence.unsubscribe(NAVBAR_CHANGED_CHANNEL, this.onNavbarChanged);
  }

  private pokeNavbars(userIds: readonly number[]) {
    const concerned = new Set(userIds);
    for (const client of this.clients) {
      const userId = (client.auth as RoomAuth).user?.id;
      if (userId !== undefined && concerned.has(userId)) client.send(NAVBAR_CHANGED_MESSAGE, {});
    }
  }

  private scheduleLobbyPush() {
    if (this.lobbyPushPending) return;
    this.lobbyPushPending = true;
    this.clock.setTimeout(() => {
      this.lobbyPushPending = false;
      this.broadcast(LOBBY_CHANGED_MESSAGE, {});
    }, LOBBY_PUSH_DELAY_MS);
  }
}
