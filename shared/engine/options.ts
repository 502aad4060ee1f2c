/** Game options: the wire fields of the specification's "Lobby game" entity and their vocabularies. */
import { LIVE_TURN_TIME_LIMIT, MAX_PLAYERS, MIN_PLAYERS } from '../constants.js';

/** game_type codes (DESIGN §5). */
export const GAME_TYPES = {
  deathmatch: 0,
  capitals: 1,
  assassination: 2,
  domination: 3,
  capitalConquest: 4,
  secretMission: 5,
  terminator: 6,
  kingOfTheHill: 7,
} as const;
export type GameType = (typeof GAME_TYPES)[keyof typeof GAME_TYPES];

/** cards codes. */
export const CARD_MODES = { increasing: 0, fixed: 1, capped: 2, none: 3, nuclear: 4 } as const;
export type CardMode = (typeof CARD_MODES)[keyof typeof CARD_MODES];

/** fortification codes. */
export const FORTIFICATION_MODES = { none: 0, adjacent: 1, chained: 2, unlimited: 3 } as const;
export type FortificationMode = (typeof FORTIFICATION_MODES)[keyof typeof FORTIFICATION_MODES];

/** turn_order codes. */
export const TURN_ORDERS = { sequential: 0, random: 1, simultaneous: 2 } as const;
export type TurnOrder = (typeof TURN_ORDERS)[keyof typeof TURN_ORDERS];

/** dice codes. */
export const DICE_KINDS = { normal: 0, balanced: 1 } as const;
export type DiceKind = (typeof DICE_KINDS)[keyof typeof DICE_KINDS];

/** join_manner codes. */
export const JOIN_MANNERS = { randomTeams: 0, chooseTeam: 1 } as const;
export type JoinManner = (typeof JOIN_MANNERS)[keyof typeof JOIN_MANNERS];

/** ranking_mode codes. */
export const RANKING_MODES = { winnerTakesAll: 0, placement: 1, team: 2 } as const;
export type RankingMode = (typeof RANKING_MODES)[keyof typeof RANKING_MODES];

/** Game status codes. */
export const GAME_STATUSES = { pregame: 1, running: 2, ended: 3 } as const;
export type GameStatus = (typeof GAME_STATUSES)[keyof typeof GAME_STATUSES];

/** Turn steps (specification, section 4). */
export const STEPS = {
  unstarted: 0,
  cards: 1,
  reinforce: 2,
  attack: 3,
  move: 4,
  fortify: 5,
} as const;
export type Step = (typeof STEPS)[keyof typeof STEPS];

/** The options of one game, with the specification's wire names. */
export interface GameOptions {
  num_players: number;
  game_type: GameType;
  cards: CardMode;
  cards_cap: number;
  cards_advanced: 0 | 1;
  fog_of_war: 0 | 1;
  fortification: FortificationMode;
  turn_order: TurnOrder;
  dice: DiceKind;
  players_per_team: number;
  join_manner: JoinManner;
  /** Seconds. */
  turn_time: number;
  min_rating: number;
  max_rating: number;
  pointless: 0 | 1;
  ranking_mode: RankingMode;
  map_id: number;
}

/** Sensible defaults; `createGame` callers override what the creator chose. */
export const DEFAULT_OPTIONS: GameOptions = {
  num_players: 4,
  game_type: 0,
  cards: 0,
  cards_cap: 30,
  cards_advanced: 0,
  fog_of_war: 0,
  fortification: 2,
  turn_order: 0,
  dice: 0,
  players_per_team: 1,
  join_manner: 0,
  turn_time: 300,
  min_rating: 0,
  max_rating: 0,
  pointless: 0,
  ranking_mode: 0,
  map_id: 0,
};

/** True for live games (turn_time under 1337 s); the rest are long-term games. */
export function isLive(options: GameOptions): boolean {
  return options.turn_time < LIVE_TURN_TIME_LIMIT;
}

/** Number of teams (0 when players_per_team is 1, i.e. no teams). */
export function teamCount(options: GameOptions): number {
  return options.players_per_team > 1 ? options.num_players / options.players_per_team : 0;
}

const inRange = (v: number, lo: number, hi: number): boolean =>
  Number.isInteger(v) && v >= lo && v <= hi;

/**
 * Checks options against their vocabularies and the create-game rules of spec §5;
 * returns the specification's texts (empty when valid). Map-dependent checks are in `createGame`.
 */
export function validateOptions(o: GameOptions): string[] {
  const errors: string[] = [];
  if (!(Number.isInteger(o.turn_time) && o.turn_time > 0)) errors.push('No turn time.');
  if (!inRange(o.num_players, MIN_PLAYERS, MAX_PLAYERS)) errors.push('No player amount.');
  if (!inRange(o.game_type, 0, 7)) errors.push('No gametype.');
  if (!inRange(o.cards, 0, 4)) errors.push('No card turn in.');
  if (!(Number.isInteger(o.map_id) && o.map_id > 0)) errors.push('No map selected.');
  if (!inRange(o.fortification, 0, 3)) errors.push('No fortification type.');
  if (!inRange(o.turn_order, 0, 2)) errors.push('No turn order.');
  if (!inRange(o.players_per_team, 1, 4)) errors.push('No team option.');
  if (!inRange(o.join_manner, 0, 1)) errors.push('No join manner.');
  for (const field of ['cards_advanced', 'fog_of_war', 'pointless', 'dice'] as const) {
    if (!inRange(o[field], 0, 1)) errors.push(`Check mismatch for ${field}.`);
  }
  if (!inRange(o.ranking_mode, 0, 2)) errors.push('Check mismatch for ranking_mode.');
  if (o.cards === 2 && !(Number.isInteger(o.cards_cap) && o.cards_cap >= 4)) {
    errors.push('Check mismatch for cards_cap.');
  }
  if (o.cards === 3 && o.cards_advanced === 1)
    errors.push('The no cards setting cannot be advanced.');
  if (o.players_per_team > 1 && inRange(o.num_players, MIN_PLAYERS, MAX_PLAYERS)) {
    if (o.num_players % o.players_per_team !== 0) {
      errors.push('Each team should have an equal amount of players.');
    } else if (o.num_players / o.players_per_team <= 1) {
      errors.push('There are not enough players to form enough teams.');
    }
  }
  return errors;
}
