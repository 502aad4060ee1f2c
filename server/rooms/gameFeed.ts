import { matchMaker } from '@colyseus/core';

/** Presence channel on which every process hears that a game changed (lobby lists, navbar counts). */
export const GAME_CHANGED_CHANNEL = 'game-changed';

export interface GameChanged {
  gameId: number;
  status: number;
  version: number;
  /** Users whose lists may have changed: the game's seats before and after. */
  userIds: number[];
}

/** Announces a change across the cluster (Redis presence when configured, in-process otherwise). */
export function announceGameChanged(change: GameChanged): void {
  void Promise.resolve(matchMaker.presence.publish(GAME_CHANGED_CHANNEL, change)).catch(
    (error: unknown) => console.error('could not announce a game change', error),
  );
}
