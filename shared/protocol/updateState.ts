import type { ReplayEvent } from '../engine/events';
import type { GameOptions } from '../engine/options';
import type { Mission, Turn } from '../engine/types';

/** A player as update-state shows it (spec §3 Player). Counts are null while fog hides them. */
export interface PlayerEntity {
  player_id: number;
  user_id: number;
  username: string;
  team: number;
  teamString: string;
  color: number;
  alive: boolean;
  resigned: boolean;
  neutral: boolean;
  /** Number of cards held. */
  cards: number;
  territories: number | null;
  troops: number | null;
  reinforcements: number;
  pending_reinforcements: number;
  last_conquer: { from: number; to: number } | null;
  add_time_left: number;
  absent_until: number;
  kills: number;
  capital: number;
  /** Server-rendered fragments (DESIGN §4); the React client renders from the fields above. */
  rowHtml?: string;
  sideBoxHtml?: string;
}

/** A territory as the viewer sees it: player_id and troops null when fogged, 0 = neutral. */
export interface TerritoryEntity {
  id: number;
  player_id: number | null;
  troops: number | null;
  is_capital: boolean;
}

/** A card of the viewer's hand (spec §3 Card). */
export interface CardEntity {
  code: number;
  territory_id: number;
  deck_no: number;
  /** 0 wild, 1-3 colours. */
  color: number;
  formattedHtml?: string;
}

/** The body of update-state (spec §7) as one viewer sees the game. */
export interface UpdateStateBody {
  success: true;
  game_id: number;
  version: number;
  status: number;
  now: number;
  fortification: number;
  game_state: {
    round: number;
    options: GameOptions;
    territories: TerritoryEntity[];
    deck: number;
    sets_turned_in: number;
    domination_target: number;
    hills: number[];
  };
  players: PlayerEntity[];
  me: PlayerEntity | null;
  turns: Turn[];
  /** The viewer's turn, else the first turn in progress. */
  turn: Turn | null;
  cards: CardEntity[];
  cardBonus: number;
  log: (ReplayEvent & { seq?: number })[];
  target: { target: number | null; mission: Mission | null } | null;
  attacker_rolls: number[];
  defender_rolls: number[];
  winner: number;
  winning_team: number;
  autokick_at: number | null;
  show_beta_confirm: boolean;
  show_troop_popups: boolean;
  use_experimental_game_ui: boolean;
}

/** update-state when the caller's last_update is current: nothing to send. */
export interface UpdateStateUnchanged {
  success: true;
  unchanged: true;
  version: number;
}
