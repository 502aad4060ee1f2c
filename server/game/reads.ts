import { eventsSeenBy, isFogged, viewerOfUser } from '../../shared/engine';
import type { CardMode, PlaybackState } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import type { AppContext } from '../context';
import { loadEvents, loadStartState, type StoredEvent } from '../db/games';
import { playActions } from '../replay/playedActions';
import type { Committed, GameSession } from './session';
import { buildUpdateState, LOG_TAIL } from './updateState';

/** load-full-log's page size. */
const LOG_PAGE = 500;

/**
 * update-state for a user (or a guest): as the game stands now, or as a committed change left it
 * (`at`: an HTTP caller's reply carries the state its own action produced, whatever came next).
 */
export function updateStateFor(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  at: Pick<Committed, 'after' | 'log'> = { after: session.state, log: session.log },
) {
  const viewerUserId = user?.id ?? 0;
  const state = at.after;
  return buildUpdateState({
    gameId: session.id,
    state,
    map: session.map,
    usernames: session.usernames,
    viewerUserId,
    log: at.log.seenBy(state, viewerOfUser(state, viewerUserId), LOG_TAIL),
    now: context.now().getTime(),
  });
}

/** load-full-log: events before a sequence number, as the caller saw them (logTail.ts). */
export async function fullLogFor(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  before: number | undefined,
) {
  if (isFogged(session.state)) {
    const log = (await seenThen(context, session, user)).filter(
      (e) => before === undefined || e.seq < before,
    );
    return { log: log.slice(-LOG_PAGE), has_more: log.length > LOG_PAGE };
  }
  // No fog, or fog lifted at the end: every line shows as written.
  const log = await loadEvents(context.db, session.id, { before, limit: LOG_PAGE });
  return { log, has_more: log.length === LOG_PAGE && (log[0]?.seq ?? 1) > 1 };
}

/** Under fog, every line the viewer saw, as it saw it then: the game played back from its start. */
async function seenThen(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
): Promise<StoredEvent[]> {
  const { state, map } = session;
  const viewer = viewerOfUser(state, user?.id ?? 0);
  const start = (await loadStartState(context.db, session.id)) as PlaybackState | undefined;
  const events = await loadEvents(context.db, session.id);
  // Not started: nobody owns a territory yet, the game is as it was for every line.
  if (!start) return [...eventsSeenBy(state, state, map, viewer, events)];
  const seen: StoredEvent[] = [];
  const cardMode = state.options.cards as CardMode;
  playActions({ start, events, state, cardMode }, ({ before, after, events: lines }) => {
    seen.push(...eventsSeenBy(before, after, map, viewer, lines));
  });
  return seen;
}
