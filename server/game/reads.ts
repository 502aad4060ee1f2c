import { filterEvents, visibility } from '../../shared/engine';
import { playerIdOfUser } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import type { AppContext } from '../context';
import { loadEvents } from '../db/games';
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
  const events = await loadEvents(context.db, session.id, { before, limit: PAGE });
  const playerId = user ? playerIdOfUser(session.state, user.id) : undefined;
  const viewer = playerId ? { player_id: playerId } : null;
  const seen = visibility(session.state, session.map, viewer);
  return {
    log: filterEvents(events, seen, viewer),
    has_more: events.length === PAGE && (events[0]?.seq ?? 1) > 1,
  };
}
