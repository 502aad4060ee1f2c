/** The engine's plain-JSON game state, its actions and results. */
import type { ReplayEvent } from './events.js';
import type { GameOptions, GameStatus, Step } from './options.js';
import type { RngState } from './rng.js';
import type { GameMap } from '../maps/types.js';

/** A seat number 1..num_players; 0 is the neutral player. */
export type PlayerId = number;

/** How well a computer player plays (shared/ai's levels; the engine only records which seats are computers). */
export const COMPUTER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** One territory; index i of `GameState.territories` holds territory id i + 1. */
export interface Territory {
  /** 0 = neutral. */
  player_id: PlayerId;
  troops: number;
}

/** Secret mission kinds (game_type 5). */
export const MISSION_KINDS = { regions: 1, percent: 2, eliminate: 3 } as const;
export type MissionKind = (typeof MISSION_KINDS)[keyof typeof MISSION_KINDS];

/**
 * A secret mission: hold two regions (`regions`), hold 60% of territories, or eliminate
 * `target` (when the target goes out by another hand: hold `territories` instead).
 */
export interface Mission {
  kind: MissionKind;
  regions: number[];
  target: PlayerId;
  territories: number;
}

export interface Player {
  player_id: PlayerId;
  user_id: number;
  color: number;
  /** 1..teams, 0 in games without teams. */
  team: number;
  alive: boolean;
  resigned: boolean;
  /** Turned neutral after 3 missed turns, or kicked. */
  neutral: boolean;
  /** Wire codes (a multiset: two wilds of one deck share a code). */
  cards: number[];
  /** Troops still to place this turn. */
  reinforcements: number;
  add_time_left: number;
  missed_turns: number;
  /** ms epoch; turns end at once while now < absent_until. 0 = present. */
  absent_until: number;
  /** Pre-game only: ms epoch when the seat is removed without a still-here. */
  autokick_at: number;
  /** Players this one eliminated (Terminator score, ratings). */
  kills: number;
  /** Capital territory (capital games), else 0. */
  capital: number;
  /** Assassination target: a player id (or a team number in team games), 0 none. */
  target: number;
  mission: Mission | null;
  /** Round in which the player went out, 0 while in the game. */
  out_round: number;
  /** The id of the last turn this player started (King of the Hill timing). */
  last_turn_id: number;
  /** A computer player's level; null for a person. */
  computer: ComputerLevel | null;
  /** The seat asked the coach in this game (only a person alone against computers can). */
  coached: boolean;
}

/**
 * A seat's values before anything happened to it: a new seat starts from them (pregame.ts), and a
 * stored state written before a field existed reads it from here (stored.ts). A field added to
 * `Player` gets its default here, in the same file.
 */
export const PLAYER_DEFAULTS: Readonly<Player> = {
  player_id: 0,
  user_id: 0,
  color: 0,
  team: 0,
  alive: true,
  resigned: false,
  neutral: false,
  cards: [],
  reinforcements: 0,
  add_time_left: 0,
  missed_turns: 0,
  absent_until: 0,
  autokick_at: 0,
  kills: 0,
  capital: 0,
  target: 0,
  mission: null,
  out_round: 0,
  last_turn_id: 0,
  computer: null,
  coached: false,
};

/** One turn in progress (`turns` holds several only with simultaneous turn order). */
export interface Turn {
  player_id: PlayerId;
  user_id: number;
  step: Step;
  round: number;
  turn_id: number;
  /** ms epoch. */
  expires_at: number;
  /** Conquered at least one territory (a card is drawn at the end). */
  conquered: boolean;
  fortified: boolean;
  /** The conquest awaiting its step-4 move (kept for the client after the move, like the spec's Player.last_conquer). */
  last_conquer: { from: number; to: number } | null;
  /** Step 4: minimum troops to move (dice of the last roll). */
  min_move: number;
  /**
   * Simultaneous turns only: when a pending step-4 move is completed with the minimum by `tick`
   * (others wait while it is pending, so it must not stall them for a whole turn). 0 otherwise.
   */
  move_due: number;
  /** Step 4: previous owner of the conquered territory (eliminations are settled after the move). */
  last_defender: PlayerId;
  /** Holding 6+ cards after an elimination: turn in until under 5 before anything else. */
  forced_turn_in: boolean;
  /** cards_advanced: an elimination this turn allows turning in whatever the hand size. */
  bonus_turn_in: boolean;
}

export interface GameState {
  /** +1 per accepted action. */
  version: number;
  status: GameStatus;
  options: GameOptions;
  num_territories: number;
  rng: RngState;
  created_at: number;
  started_at: number;
  ended_at: number;
  /** Index i holds player_id i + 1. */
  players: Player[];
  territories: Territory[];
  turns: Turn[];
  round: number;
  /** Player ids in this round's turn order (sequential and random orders). */
  order: PlayerId[];
  /** Position in `order` of the current turn. */
  order_pos: number;
  /** The last turn_id handed out. */
  turn_counter: number;
  /** Draw pile; the top card is the last element. */
  deck: number[];
  discard: number[];
  /** Card colour by wire code (0 wild, 1-3), -1 for codes not in the game. */
  card_colors: number[];
  /** Sets turned in by anyone (increasing and capped values). */
  sets_turned_in: number;
  /** King of the Hill territories. */
  hills: number[];
  /** Side (player id, or -team) holding every hill, 0 none, and the turn_counter when it took them. */
  hill_holder: number;
  hill_since: number;
  /** Neutral territories that decay each round (those of players turned neutral). */
  decaying: number[];
  winner: PlayerId;
  winning_team: number;
  /** Player ids in the order they went out (ratings: finishing order is its reverse after the winners). */
  out_order: PlayerId[];
  /** Domination target in territories (game type 3), else 0. */
  domination_target: number;
  /** Dice of the last roll (for the attack dialog): attacker then defender, sorted descending. */
  attacker_rolls: number[];
  defender_rolls: number[];
  /** Who rolled them (0 before the first attack): under fog only that side sees the dice. */
  last_attacker: PlayerId;
  /**
   * A person who misses 3 turns in a row keeps the seat, waiting for the server to hand it to a
   * computer player (`replace-seat`), instead of being turned neutral.
   */
  replace_missing: boolean;
  /** The people whose seats computer players took over, in that order (they are rated as leaving). */
  replaced: { user_id: number; team: number }[];
  /** ms epoch when the lone person paused the game (its clocks and computers stand still); 0 running. */
  paused_at: number;
}

/**
 * What the rules read to tell whether a pick is legal: the state itself, or a viewer's projection
 * of it (`GameView`), whose fogged territories have no owner and no troops.
 */
export interface Board {
  status: GameStatus;
  options: GameOptions;
  territories: readonly { player_id: PlayerId | null; troops: number | null }[];
  players: readonly {
    player_id: PlayerId;
    team: number;
    alive: boolean;
    reinforcements: number | null;
  }[];
  turns: readonly Omit<Turn, 'last_defender'>[];
}

/** The sides of a game: enough to tell friend from foe. */
export interface Sides {
  players: readonly { team: number }[];
}

/** What the engine needs besides the state. */
export interface Ctx {
  map: GameMap;
  /** ms epoch. */
  now: number;
}

export interface EngineError {
  code: string;
  message: string;
}

export type ApplyResult =
  { ok: true; state: GameState; events: ReplayEvent[] } | { ok: false; error: EngineError };

/**
 * What each seat action carries besides its seat, in the spec's field names (§7). The play
 * contract's schemas (shared/protocol/playCalls.ts) are checked to produce exactly these.
 */
export interface SeatPayloads {
  'begin-turn': object;
  'advance-phase': { from_step: number };
  'undo-advance-phase': { from_step: number };
  'end-turn': { expected_id: number };
  'turn-in-cards': { cards: number[] };
  'place-troops': { territory: number; num_troops: number };
  attack: { territory_from: number; territory_to: number; num_attacks: number };
  'move-troops': { num_troops: number; expected_terr_from: number; expected_terr_to: number };
  fortify: { territory_from: number; territory_to: number; num_troops: number };
  resign: object;
  'add-time': object;
  'pause-game': object;
  'resume-game': object;
}

/** A seat's action: its name, the seat, and its payload. */
type SeatAction<A extends keyof SeatPayloads> = { type: A; player_id: PlayerId } & SeatPayloads[A];

/** Every action that changes a game (spec §7 names; payload field names as the spec). */
export type Action =
  /**
   * `rating`, when given, is checked against min_rating/max_rating (0 = no bound). `computer`
   * seats a computer player (the server's own action): it is never autokicked.
   */
  | {
      type: 'join';
      user_id: number;
      color: number;
      team?: number;
      rating?: number;
      computer?: ComputerLevel;
    }
  | { type: 'leave'; user_id: number }
  | { type: 'still-here'; user_id?: number; player_id?: PlayerId }
  | SeatAction<'begin-turn'>
  | SeatAction<'advance-phase'>
  | SeatAction<'undo-advance-phase'>
  | SeatAction<'turn-in-cards'>
  | SeatAction<'place-troops'>
  | SeatAction<'attack'>
  | SeatAction<'move-troops'>
  | SeatAction<'fortify'>
  | SeatAction<'end-turn'>
  | SeatAction<'resign'>
  | SeatAction<'add-time'>
  | SeatAction<'pause-game'>
  | SeatAction<'resume-game'>
  | { type: 'enable-absence'; player_id: PlayerId; until: number }
  | { type: 'tick' }
  /** Server/moderator: removes the player (PLAYER_OUT reason 3); its territories turn neutral. */
  | { type: 'kick'; player_id: PlayerId }
  /** Server/moderator: turns the player neutral (event 9). */
  | { type: 'turn-neutral'; player_id: PlayerId }
  /** Server: a computer player (account `user_id`) takes over a seat that missed too many turns. */
  | { type: 'replace-seat'; player_id: PlayerId; user_id: number; computer: ComputerLevel }
  /** Server: the seat asked the coach (recorded once per game, shown in its info and replay). */
  | { type: 'coach-used'; player_id: PlayerId }
  /** Moderator: starts (2) or ends (3) the game. */
  | { type: 'set-status'; status: number }
  /** Moderator: the current turns (or, before the start, the still-here deadlines) end `seconds` from now. */
  | { type: 'set-timer'; seconds: number };

export type ActionType = Action['type'];

/** The actions staff apply to a game (server/staff), outside any seat. */
export type StaffAction = Extract<Action, { type: 'set-status' | 'set-timer' }>;
