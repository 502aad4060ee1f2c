import { matchMaker } from '@colyseus/core';

/** Presence channel: these users' navbar counts or notifications changed outside a game change. */
export const NAVBAR_CHANGED_CHANNEL = 'navbar-changed';

export interface NavbarChanged {
  userIds: number[];
}

export function announceNavbarChanged(change: NavbarChanged): void {
  void Promise.resolve(matchMaker.presence.publish(NAVBAR_CHANGED_CHANNEL, change)).catch(
    (error: unknown) => console.error('could not announce a navbar change', error),
  );
}
