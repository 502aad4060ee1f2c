/**
 * The specification's business constants and limits (section 9, with the few from sections 4-5
 * that share their meaning). Durations are in milliseconds unless the name says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Activity: a user is active with input in the last 30 s, tab visible, not paused for debugging.
export const ACTIVITY_THRESHOLD_MS = 30 * SECOND;
export const LONG_ACTIVITY_THRESHOLD_MS = 15 * MINUTE;
export const ACTIVITY_CHECK_INTERVAL_MS = 3 * SECOND;

// Polling intervals of the HTTP fallback.
export const NAVBAR_POLL_MS = 20 * SECOND;
export const CHAT_POLL_MS = 10 * SECOND;
export const LOBBY_POLL_MS = 30 * SECOND;
export const GAME_POLL_ACTIVE_MS = 8 * SECOND;
export const GAME_POLL_IDLE_MS = 16 * SECOND;
export const GAME_CLOCK_TICK_MS = 1 * SECOND;
/** Consecutive failed updates after which the game shows as suspended and polling stops. */
export const SUSPENDED_AFTER_FAILED_UPDATES = 5;

// Toasts and banners.
export const TOAST_DURATION_MS = 2 * SECOND;
export const TOAST_MAX_SHOWN = 6;
export const BANNER_FADE_MS = 1.5 * SECOND;

// Cookie lifetimes; `null` means the cookie is written without an expiry.
export const NOTIFICATION_MUTE_COOKIE_MS = 1 * HOUR;
export const PIN_COOKIE_MS = null;
export const CLOCK_STATE_COOKIE_MS = null;
export const SOUND_MUTE_COOKIE_MS = 5 * 365 * DAY;

/** Seconds left on the turn clock when the timer sound plays. */
export const TIMER_SOUND_SECONDS_LEFT = 15;

// Replay tool speeds, per step.
export const REPLAY_PLAY_STEP_MS = 1000;
export const REPLAY_ROUND_JUMP_STEP_MS = 50;
export const REPLAY_FIRST_LAST_STEP_MS = 10;

// Map image scales: the small image is drawn at 0.75 with a -1 px offset.
export const MAP_SCALE_SMALL = 0.75;
export const MAP_SCALE_SMALL_OFFSET = -1;
export const MAP_SCALE_LARGE = 1;

export const REPORTS_SHOWN = 4;

// Cards.
export const CARD_SET_SIZE = 3;
/** Turn-in may be skipped only with fewer cards than this; at this many it is compulsory. */
export const SKIP_TURN_IN_BELOW_CARDS = 5;
export const CARD_BONUS_PER_OWNED_TERRITORY = 2;
/** Multiple decks are used when this many cards per player exceed the territory count. */
export const CARDS_PER_PLAYER_FOR_DECKS = 5;
/** At most this many decks (DESIGN §5), each with this many wilds. */
export const MAX_DECKS = 4;
export const WILDS_PER_DECK = 2;

/** Most rolls one attack call may ask for ("attack until done" asks for this many). */
export const MAX_ATTACKS_PER_CALL = 10_000;

// Account limits.
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;

/** Games with a turn time (seconds) under this are live games. */
export const LIVE_TURN_TIME_LIMIT = 1337;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 9;
/** Filter value meaning "any". */
export const FILTER_ANY = -1;
/** The first year a date's year select offers (spec K30). */
export const YEAR_SELECT_FROM = 1900;
/** Dice values above this are shown in a wide box. */
export const DICE_WIDE_ABOVE = 99;
/** With this many or fewer active players the resign cost shows as 0. */
export const RESIGN_FREE_AT_OR_BELOW_ACTIVE = 2;

/** The ten player colours, indexed by their wire value. */
export const COLORS = [
  { id: 0, name: 'gray', hex: '#8c8c8c' },
  { id: 1, name: 'green', hex: '#37b24d' },
  { id: 2, name: 'blue', hex: '#1c7ed6' },
  { id: 3, name: 'red', hex: '#e03131' },
  { id: 4, name: 'pink', hex: '#f06595' },
  { id: 5, name: 'purple', hex: '#7048e8' },
  { id: 6, name: 'orange', hex: '#f76707' },
  { id: 7, name: 'black', hex: '#212529' },
  { id: 8, name: 'yellow', hex: '#fcc419' },
  { id: 9, name: 'cyan', hex: '#15aabf' },
] as const;
export type ColorId = (typeof COLORS)[number]['id'];

/** Domination fraction in thousandths, kept integral: in floats (0.45 + 0.05 x 3) x 10 is 6.000000000000001. */
export function dominationFractionThousandths(players: number): number {
  return players <= 3 ? 450 + 50 * players : 650 - 25 * players;
}

/** Territories to hold to win a domination game: ceil(fraction x territories), section 9. */
export function dominationTarget(players: number, territories: number): number {
  return Math.ceil((dominationFractionThousandths(players) * territories) / 1000);
}

/** The region-bonus calculator: round(territories / 3 + borders / 2.5), section 9. */
export function regionBonus(territories: number, borders: number): number {
  // (5t + 6b) / 15 in integers; an integer over 15 is never exactly x.5, so rounding is unambiguous.
  return Math.round((5 * territories + 6 * borders) / 15);
}
