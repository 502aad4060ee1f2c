import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOBBY_CHANGED_MESSAGE,
  NAVBAR_CHANGED_MESSAGE,
  SESSION_CHANGED_MESSAGE,
} from '../../../shared/protocol/liveFeed';

/** The lobby room's messages by type, as the page's one connection receives them. */
const handlers = new Map<string, () => void>();
let joins = 0;

vi.mock('../../net/colyseus', () => ({
  loadColyseus: async () => ({
    Client: class {
      async joinOrCreate() {
        joins += 1;
        return {
          onMessage: (type: string, handler: () => void) => handlers.set(type, handler),
          onLeave: () => undefined,
          leave: async () => undefined,
        };
      }
    },
  }),
}));

vi.stubGlobal('window', { location: { origin: 'http://conquest.test' } });
const { subscribeLiveFeed } = await import('./liveFeed');

describe('the live feed', () => {
  const unsubscribes: (() => void)[] = [];
  afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

  it('has its listeners look again once connected, for what was pushed while it connected', async () => {
    const navbar = vi.fn();
    const lobby = vi.fn();
    const session = vi.fn();
    unsubscribes.push(
      subscribeLiveFeed(NAVBAR_CHANGED_MESSAGE, navbar),
      subscribeLiveFeed(LOBBY_CHANGED_MESSAGE, lobby),
      subscribeLiveFeed(SESSION_CHANGED_MESSAGE, session),
    );
    await vi.waitFor(() => expect(navbar).toHaveBeenCalledTimes(1));
    expect(lobby).toHaveBeenCalledTimes(1);
    // The session is looked at again only when told: a refetch of it may reconnect the feed.
    expect(session).not.toHaveBeenCalled();
    expect(joins).toBe(1);

    handlers.get(NAVBAR_CHANGED_MESSAGE)!();
    expect(navbar).toHaveBeenCalledTimes(2);
    expect(lobby).toHaveBeenCalledTimes(1);
  });
});
