/**
 * The Colyseus client (@colyseus/sdk with @colyseus/schema and msgpackr: about 50 kB gzipped,
 * a sixth of what opening a game downloads), loaded on first use. Every WebSocket the client
 * opens (the navbar's live feed, chat, a game's room) starts after its page has drawn from HTTP
 * answers, so none of them needs it before the first paint: the entry and the play screen leave
 * it out. A page can hold every load back until it has drawn (the play screen: its map, see
 * firstDraw.ts), so on a slow network the client's download does not share the line with what
 * the first draw needs.
 */

import { afterHold } from './firstDraw';

export const loadColyseus = async () => {
  await afterHold();
  return import('./colyseusClient');
};

/** The game room's state schema: it needs @colyseus/schema, so it comes on demand too. */
export const loadGameRoomSchema = async () => {
  await afterHold();
  return import('../../shared/protocol/gameSchema');
};
