import type { ComputerLevel } from '../engine';

/**
 * Computer players' texts and the settings stored with a game. The create-game form's fields are
 * checked (the same way by the client as the user edits and by `POST /game/create`) in
 * ./computerFields, apart so that the play screen, which shows levels, carries no zod.
 *
 * Form fields (strings from a form, or JSON):
 * - `computer_players`: one level per seat taken by a computer at once ("hard,easy" or a list);
 * - `computer_fill` + `computer_fill_after`: seats still empty that long after the creation are
 *   filled by computers of that level;
 * - `computer_replace`: a person who misses 3 turns in a row is replaced by a computer of that
 *   level instead of being turned neutral.
 */

/** How long the create page lets a game wait for people before computers fill it (seconds). */
export const COMPUTER_FILL_WAITS = [60, 300, 900, 3600, 86_400] as const;

export const COMPUTER_LEVEL_NAMES: Record<ComputerLevel, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

export const COMPUTER_TEXTS = {
  badLevel: (field: string) => `${field}: choose Easy, Normal or Hard.`,
  tooMany: 'There are more computer players than free seats.',
  badWait: 'Choose how long empty seats wait for people before computer players fill them.',
  rating:
    'Games with computer players are rated only between the people in them: computer players have no rating and neither pay nor earn tokens.',
} as const;

/** The name of a game's `ordinal`-th computer player's account ("Computer 12.3"). */
export function computerPlayerName(gameId: number, ordinal: number): string {
  return `Computer ${gameId}.${ordinal}`;
}

/**
 * Names of the computer players' form ("Computer 12.3", "computer 12.3 (2)"), which people cannot
 * register or be renamed to: a person holding one would keep a computer from its seat.
 */
const COMPUTER_PLAYER_NAME = /^computer\s*\d+\s*\.\s*\d+/i;

/** True for a name kept for computer players. */
export function isComputerPlayerName(name: string): boolean {
  return COMPUTER_PLAYER_NAME.test(name.trim());
}

/** What a game stores about its computer players (games.computers). */
export interface ComputerSettings {
  /** One level per seat a computer takes at the start. */
  seats: ComputerLevel[];
  /** Empty seats filled by computers of `level` `after` seconds after the creation; null: never. */
  fill: { level: ComputerLevel; after: number } | null;
  /** People who miss 3 turns in a row are replaced by a computer of this level; null: turned neutral. */
  replace: ComputerLevel | null;
}

export const NO_COMPUTERS: ComputerSettings = { seats: [], fill: null, replace: null };

/** How a computer player is marked beside its name (player list, log): "(computer, Hard)". */
export function computerMark(level: ComputerLevel): string {
  return `(computer, ${COMPUTER_LEVEL_NAMES[level]})`;
}

/** True when a game has anything to do with computer players. */
export function hasComputers(settings: ComputerSettings): boolean {
  return settings.seats.length > 0 || settings.fill !== null || settings.replace !== null;
}

/**
 * "Play the computer": one request starts an unrated live game of one person against computer
 * players, on the create page's rules; everything has a default, so a tap with no choices plays.
 */
export const PLAY_COMPUTER_DEFAULTS = {
  level: 'normal',
  computers: 3,
  mapName: 'Classic World',
  /** Live: three minutes a turn, time enough for a new player to read the map. */
  turnTime: 180,
} as const;

/** The most computer seats: a game seats at most 9. */
export const PLAY_COMPUTER_MAX = 8;
