import { matchMaker } from '@colyseus/core';
import type { AppContext } from '../context';
import type { SessionChange } from './sessionCache';

const SESSIONS_CHANGED_CHANNEL = 'sessions:changed';

/** Tells every process of the cluster to forget a session, an account's sessions or the role settings. */
export function announceSessionChange(change: SessionChange): void {
  void Promise.resolve(matchMaker.presence.publish(SESSIONS_CHANGED_CHANNEL, change)).catch(
    (error: unknown) => console.error('could not announce a session change', error),
  );
}

/**
 * Follows the session changes every process announces: the caches forget, then `onChange` (the
 * rooms' open connections, see rooms/accountWatch.ts) hears of it.
 */
export async function watchSessionChanges(
  context: AppContext,
  onChange: (change: SessionChange) => void = () => {},
): Promise<void> {
  await matchMaker.presence.subscribe(SESSIONS_CHANGED_CHANNEL, (change: unknown) => {
    if (!isSessionChange(change)) return;
    if ('roleSettings' in change) context.permissions.invalidate();
    context.sessions.apply(change);
    onChange(change);
  });
}

function isSessionChange(change: unknown): change is SessionChange {
  if (typeof change !== 'object' || change === null) return false;
  const fields = change as Record<string, unknown>;
  return (
    typeof fields.sessionId === 'string' ||
    typeof fields.userId === 'number' ||
    fields.roleSettings === true
  );
}
