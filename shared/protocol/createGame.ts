import { CARD_MODES, DEFAULT_OPTIONS, validateOptions, type GameOptions } from '../engine/options';
import { hasCapitals } from '../engine/reinforcements';
import type { GameMap, PlayerCount } from '../maps/types';
import { checkComputerFields } from './computerFields';
import { NO_COMPUTERS, type ComputerSettings } from './computers';

/**
 * The create-game form (spec §5), checked the same way by the client as the user edits and by
 * `POST /game/create`: the Lobby game fields plus password, colour and team.
 */

export const OPTION_FIELDS = [
  'num_players',
  'game_type',
  'cards',
  'cards_cap',
  'cards_advanced',
  'fog_of_war',
  'fortification',
  'turn_order',
  'dice',
  'players_per_team',
  'join_manner',
  'turn_time',
  'min_rating',
  'max_rating',
  'pointless',
  'ranking_mode',
  'map_id',
] as const satisfies readonly (keyof GameOptions)[];

/**
 * Turn times the create page offers (seconds): live ones under 1337 s, then long-term ones.
 * The server accepts only these.
 */
export const TURN_TIMES = [
  60, 90, 120, 180, 300, 600, 900, 1200, 3600, 43_200, 86_400, 172_800, 259_200,
] as const;

/** The bounds of the create page's free number fields (inclusive). */
export const NUMBER_FIELD_BOUNDS = {
  cards_cap: { min: 4, max: 500 },
  min_rating: { min: 0, max: 9999 },
  max_rating: { min: 0, max: 9999 },
} as const;

/** Longest game password accepted. */
export const PASSWORD_MAX_LENGTH = 64;

export const CREATE_GAME_TEXTS = {
  noColor: 'No color.',
  badPassword: 'Only normal letters and digits are allowed for the password.',
  capitals: (players: number) => `This map cannot be played with ${players} capitals.`,
  multipleDecks: 'With this many players the game uses multiple card decks.',
} as const;

export interface CreateGameForm {
  options: GameOptions;
  password: string;
  color: number;
  team: number | undefined;
  /** Computer players (shared/protocol/computers.ts). */
  computers: ComputerSettings;
}

export type CreateGameCheck =
  | { ok: true; form: CreateGameForm; warnings: string[] }
  | { ok: false; errors: string[]; warnings: string[] };

const NO_TURN_TIME = 'No turn time.';

// Optional fields fall back to sensible values; the required ones stay NaN when missing, so
// validateOptions answers with the specification's "No ..." text for each.
const OPTIONAL_DEFAULTS: Partial<GameOptions> = {
  cards_cap: DEFAULT_OPTIONS.cards_cap,
  cards_advanced: 0,
  fog_of_war: 0,
  dice: 0,
  min_rating: 0,
  max_rating: 0,
  pointless: 0,
  ranking_mode: 0,
};

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Reads the raw form (strings from a form post, or JSON) into options; nothing is validated yet. */
export function readCreateGameForm(raw: Record<string, unknown>): CreateGameForm {
  const options = { ...DEFAULT_OPTIONS };
  for (const field of OPTION_FIELDS) {
    const value = toNumber(raw[field]);
    const fallback = OPTIONAL_DEFAULTS[field];
    (options as Record<string, number>)[field] =
      Number.isNaN(value) && fallback !== undefined ? fallback : value;
  }
  // Only the Capped mode reads the cap: elsewhere whatever was sent (an outside client's 0) means
  // nothing, so the game keeps the default rather than a refusal or an out-of-range number.
  if (options.cards !== CARD_MODES.capped) options.cards_cap = DEFAULT_OPTIONS.cards_cap;
  // Team size 1 disables the join-manner choice: there is nothing to choose.
  if (options.players_per_team === 1 && Number.isNaN(options.join_manner)) options.join_manner = 0;
  const team = toNumber(raw.team);
  return {
    options: options as GameOptions,
    password: typeof raw.password === 'string' ? raw.password : '',
    color: toNumber(raw.color),
    team: Number.isNaN(team) ? undefined : team,
    computers: NO_COMPUTERS,
  };
}

/** Every message of spec §5 that applies to the form, given the chosen map (undefined: none chosen). */
export function checkCreateGame(
  raw: Record<string, unknown>,
  map: GameMap | undefined,
): CreateGameCheck {
  const form = readCreateGameForm(raw);
  const { options } = form;
  const errors = validateOptions(options);
  if (
    !errors.includes(NO_TURN_TIME) &&
    !(TURN_TIMES as readonly number[]).includes(options.turn_time)
  )
    errors.push(NO_TURN_TIME);
  for (const [field, { min, max }] of Object.entries(NUMBER_FIELD_BOUNDS)) {
    const value = options[field as keyof typeof NUMBER_FIELD_BOUNDS];
    const message = `Check mismatch for ${field}.`;
    if (!(Number.isInteger(value) && value >= min && value <= max) && !errors.includes(message))
      errors.push(message);
  }
  if (!map && !errors.includes('No map selected.')) errors.push('No map selected.');
  if (map && hasCapitals(options.game_type)) {
    const capitals = map.capitals[options.num_players as PlayerCount];
    if (!capitals || capitals.length < options.num_players)
      errors.push(CREATE_GAME_TEXTS.capitals(options.num_players));
  }
  if (!/^[A-Za-z0-9]*$/.test(form.password)) errors.push(CREATE_GAME_TEXTS.badPassword);
  else if (form.password.length > PASSWORD_MAX_LENGTH) errors.push('Check mismatch for password.');
  if (!(Number.isInteger(form.color) && form.color >= 0 && form.color <= 9))
    errors.push(CREATE_GAME_TEXTS.noColor);
  const computers = checkComputerFields(raw, options.num_players);
  if (computers.ok) form.computers = computers.settings;
  else errors.push(...computers.errors);
  const warnings =
    map && 5 * options.num_players > map.territories.length
      ? [CREATE_GAME_TEXTS.multipleDecks]
      : [];
  return errors.length > 0 ? { ok: false, errors, warnings } : { ok: true, form, warnings };
}
