import { createContext, useContext } from 'react';
import type { GameMap } from '../../../shared/maps/types';
import type { MapDetail, MapPoint } from '../../../shared/protocol/maps';
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
  /** The map; its outlines come after the first draw (empty until then, see firstMapOf). */
  map: MapDetail;
  /**
   * The map's anchors as one array for the life of the page, outlines or not: the disc layouts
   * are kept with it (layoutAt), so the outlines' arrival does not lay the discs out again.
   */
  anchors: readonly MapPoint[];
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
