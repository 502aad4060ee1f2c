import { validateOptions } from '../../../shared/engine';
import type {
  LobbyGame,
  LobbyUpdateRequest,
  LobbyUpdateResponse,
} from '../../../shared/protocol/lobby';
import type { AppContext } from '../../context';
import { countOnlineUsers, lobbyGames, type LobbyGameRow } from '../../db/lobby';
import { ONLINE_WINDOW_MS } from '../../auth/lastSeen';
import { lobbyGamesHtml } from './fragments';

function toLobbyGame(context: AppContext, row: LobbyGameRow): LobbyGame {
  const o = row.options;
  return {
    game_id: row.id,
    creator_id: row.creatorId,
    status: row.status,
    map_id: row.mapId,
    map_name: context.maps.get(row.mapId)?.name ?? `Map ${row.mapId}`,
    hasPassword: row.hasPassword,
    num_players: o.num_players,
    game_type: o.game_type,
    cards: o.cards,
    cards_cap: o.cards_cap,
    cards_advanced: o.cards_advanced,
    fog_of_war: o.fog_of_war,
    fortification: o.fortification,
    turn_order: o.turn_order,
    dice: o.dice,
    players_per_team: o.players_per_team,
    join_manner: o.join_manner,
    min_rating: o.min_rating,
    max_rating: o.max_rating,
    pointless: o.pointless,
    ranking_mode: o.ranking_mode,
    turn_time: o.turn_time,
    players: row.players,
  };
}

/**
 * Rows whose stored options the create check would refuse (written before a bound existed) are
 * left out and logged: one bad game must never break the list for everyone.
 */
function listable(rows: LobbyGameRow[]): LobbyGameRow[] {
  return rows.filter((row) => {
    const problems = validateOptions(row.options);
    if (problems.length > 0) console.warn(`lobby: game ${row.id} left out: ${problems.join(' ')}`);
    return problems.length === 0;
  });
}

/** `/lobby/update`: the open and running games of the live or long-term lobby, filtered. */
export async function lobbyUpdate(
  context: AppContext,
  request: LobbyUpdateRequest,
): Promise<LobbyUpdateResponse> {
  const [pending, active, online] = await Promise.all([
    lobbyGames(context.db, 1, request),
    lobbyGames(context.db, 2, request),
    countOnlineUsers(context.db, new Date(context.now().getTime() - ONLINE_WINDOW_MS)),
  ]);
  const view = request.listview === 1 ? 'list' : 'box';
  const pendingGames = listable(pending).map((row) => toLobbyGame(context, row));
  const activeGames = listable(active).map((row) => toLobbyGame(context, row));
  return {
    success: true,
    games: [...pendingGames, ...activeGames],
    pendingGamesHtml: lobbyGamesHtml(pendingGames, view),
    activeGamesHtml: lobbyGamesHtml(activeGames, view),
    counts: { pending: pendingGames.length, active: activeGames.length, online },
  };
}
