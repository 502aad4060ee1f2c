import { filterEvents, isFogged, visibility, type Viewer } from '../../shared/engine';
import type { CardMode, PlaybackState } from '../../shared/engine';
import { playerIdOfUser } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import type { AppContext } from '../context';
import { loadEvents, loadStartState } from '../db/games';
import { eventsSeenThen } from '../replay/fogged';
import type { GameSession } from './session';
import { buildUpdateState } from './updateState';

/** update-state for a user (or a guest) as it stands now. */
export async function updateStateFor(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
) {
  return buildUpdateState({
    gameId: session.id,
    state: session.state,
    map: session.map,
    usernames: session.usernames,
    viewerUserId: user?.id ?? 0,
    recentEvents: session.recentEvents,
    now: context.now().getTime(),
  });
}

/** load-full-log: events before a sequence number, as the caller may see them. */
export async function fullLogFor(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  before: number | undefined,
) {
  const PAGE = 500;
  const playerId = user ? playerIdOfUser(session.state, user.id) : undefined;
  const viewer = playerId ? { player_id: playerId } : null;
  if (isFogged(session.state)) {
    const log = (await seenThen(context, session, viewer)).filter(
      (e) => before === undefined || e.seq < before,
    );
    return { log: log.slice(-PAGE), has_more: log.length > PAGE };
  }
  const events = await loadEvents(context.db, session.id, { before, limit: PAGE });
  return {
    log: filterEvents(events, visibility(session.state, session.map, viewer), viewer),
    has_more: events.length === PAGE && (events[0]?.seq ?? 1) > 1,
  };
}

/**
 * Under fog, the lines the viewer saw when they happened (as the room sent them and the replay
 * shows them): what it sees now would hide its own lost ground and show enemy moves it never saw.
 */
async function seenThen(context: AppContext, session: GameSession, viewer: Viewer) {
  const start = (await loadStartState(context.db, session.id)) as PlaybackState | undefined;
  if (!start) return [];
  const events = await loadEvents(context.db, session.id);
  const seen = eventsSeenThen({
    start,
    events,
    state: session.state,
    map: session.map,
    cardMode: session.state.options.cards as CardMode,
    viewer,
  });
  return seen.map(({ index, event }) => ({ ...events[index]!, ...event }));
}
