import { createContext, useContext } from 'react';
import type { GameMap } from '../../../shared/maps/types';
import type { MapDetail } from '../../../shared/protocol/maps';
import type { GameApi } from '../../net/game/api';
import type { GameConnection } from '../../net/game/connection';
import type { GameStore } from '../../state/game/store';

/** What every part of the play screen needs: the game's store, its API and its map. */
export interface PlayContextValue {
  gameId: number;
  userId: number;
  store: GameStore;
  /** The play calls: through the room while it is open, else over HTTP (the connection). */
  api: GameApi;
  connection: GameConnection;
  map: MapDetail;
  gameMap: GameMap;
  /** From the game summary: the join form asks for the password. */
  hasPassword: boolean;
  /**
   * Called once the map has been drawn (or cannot be): the room's client waits for it, so on a
   * slow network its download does not delay the first draw (client/net/colyseus.ts).
   */
  mapDrawn(): void;
}

export const PlayContext = createContext<PlayContextValue | null>(null);

export function usePlay(): PlayContextValue {
  const value = useContext(PlayContext);
  if (!value) throw new Error('usePlay outside the play screen');
  return value;
}
