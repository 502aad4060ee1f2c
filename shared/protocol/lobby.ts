import { z } from 'zod';
import { FILTER_ANY } from '../constants';
import type { GameOptions } from '../engine/options';

/** `/lobby/update {live, listview}` plus the lobby filters (spec §9: -1 means any). */

const flag = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.coerce.number().int().min(0).max(1),
);
const filter = (max: number) =>
  z.coerce.number().int().min(FILTER_ANY).max(max).default(FILTER_ANY);

export const lobbyUpdateRequest = z.object({
  /** 1: live games (turn time under 1337 s), refreshed every 30 s; 0: long-term games. */
  live: flag.default(1),
  /** 1: list view, 0: box view (shapes the HTML fragments). */
  listview: flag.default(1),
  ranking_mode: filter(2),
  game_type: filter(7),
  cards: filter(4),
  turn_order: filter(2),
});
export type LobbyUpdateRequest = z.infer<typeof lobbyUpdateRequest>;

export const LOBBY_FILTER_FIELDS = ['ranking_mode', 'game_type', 'cards', 'turn_order'] as const;
export type LobbyFilterField = (typeof LOBBY_FILTER_FIELDS)[number];

export interface LobbyPlayer {
  user_id: number;
  username: string;
  color: number;
  /** A computer player's seat. */
  computer: boolean;
  /** The player's rating now (shown beside the name, so watchers pick a game worth watching). */
  rating: number;
}

/** The specification's Lobby game entity plus what the lobby shows around it. */
export interface LobbyGame extends Pick<
  GameOptions,
  | 'num_players'
  | 'game_type'
  | 'cards'
  | 'cards_cap'
  | 'cards_advanced'
  | 'fog_of_war'
  | 'fortification'
  | 'turn_order'
  | 'dice'
  | 'players_per_team'
  | 'min_rating'
  | 'max_rating'
  | 'pointless'
  | 'map_id'
  | 'ranking_mode'
  | 'turn_time'
> {
  game_id: number;
  creator_id: number | null;
  hasPassword: boolean;
  join_manner: number;
  status: number;
  map_name: string;
  players: LobbyPlayer[];
  /** A running game's watchers now (people in its room without a seat); absent for open games. */
  watchers?: number;
}

export interface LobbyCounts {
  pending: number;
  active: number;
  online: number;
}

export interface LobbyUpdateResponse {
  success: true;
  games: LobbyGame[];
  pendingGamesHtml: string;
  activeGamesHtml: string;
  counts: LobbyCounts;
}

export { LOBBY_CHANGED_MESSAGE, LOBBY_ROOM, NAVBAR_CHANGED_MESSAGE } from './liveFeed';
