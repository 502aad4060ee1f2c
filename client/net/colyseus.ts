/**
 * The Colyseus client (@colyseus/sdk with @colyseus/schema and msgpackr: about 50 kB gzipped,
 * a sixth of what opening a game downloads), loaded on first use. Every WebSocket the client
 * opens (the navbar's live feed, chat, a game's room) starts after its page has drawn from HTTP
 * answers, so none of them needs it before the first paint: the entry and the play screen leave
 * it out, and it downloads while the page's first requests are in flight.
 */
export const loadColyseus = () => import('./colyseusClient');

/** The game room's state schema: it needs @colyseus/schema, so it comes on demand too. */
export const loadGameRoomSchema = () => import('../../shared/protocol/gameSchema');
