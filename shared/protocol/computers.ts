import { z } from 'zod';
import { MAX_PLAYERS } from '../constants';
import { COMPUTER_LEVELS, type ComputerLevel } from '../engine';

/**
 * The create-game form's computer-player fields, checked the same way by the client as the user
 * edits and by `POST /game/create`, and the settings stored with the game.
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

const FIELD_NAMES = {
  computer_players: 'Computer players',
  computer_fill: 'Fill empty seats with computer players',
  computer_replace: 'Replace players who miss 3 turns',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const levelField = (field: keyof typeof FIELD_NAMES) =>
  z.preprocess(
    blankToUndefined,
    z.enum(COMPUTER_LEVELS, { error: COMPUTER_TEXTS.badLevel(FIELD_NAMES[field]) }).optional(),
  );

/** "hard,easy" (a form field) or ["hard", "easy"] (JSON); empty means none. */
const levelList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : (value ?? []),
  z
    .array(
      z.enum(COMPUTER_LEVELS, { error: COMPUTER_TEXTS.badLevel(FIELD_NAMES.computer_players) }),
      {
        error: COMPUTER_TEXTS.badLevel(FIELD_NAMES.computer_players),
      },
    )
    // No game has more seats than this (one is the creator's); this game's count is checked below.
    .max(MAX_PLAYERS - 1, { error: COMPUTER_TEXTS.tooMany }),
);

const waitField = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : Number(value)),
  z
    .number({ error: COMPUTER_TEXTS.badWait })
    .refine((n) => (COMPUTER_FILL_WAITS as readonly number[]).includes(n), {
      error: COMPUTER_TEXTS.badWait,
    })
    .optional(),
);

const computerFields = z.object({
  computer_players: levelList,
  computer_fill: levelField('computer_fill'),
  computer_fill_after: waitField,
  computer_replace: levelField('computer_replace'),
});

export type ComputerCheck =
  { ok: true; settings: ComputerSettings } | { ok: false; errors: string[] };

/** The form's computer fields for a game of `numPlayers` seats (the creator takes one). */
export function checkComputerFields(
  raw: Record<string, unknown>,
  numPlayers: number,
): ComputerCheck {
  const parsed = computerFields.safeParse(raw);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return { ok: false, errors };
  }
  const { computer_players, computer_fill, computer_fill_after, computer_replace } = parsed.data;
  const errors: string[] = [];
  if (Number.isInteger(numPlayers) && computer_players.length > numPlayers - 1)
    errors.push(COMPUTER_TEXTS.tooMany);
  if (computer_fill && computer_fill_after === undefined) errors.push(COMPUTER_TEXTS.badWait);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      seats: computer_players,
      fill:
        computer_fill && computer_fill_after !== undefined
          ? { level: computer_fill, after: computer_fill_after }
          : null,
      replace: computer_replace ?? null,
    },
  };
}

/** How a computer player is marked beside its name (player list, log): "(computer, Hard)". */
export function computerMark(level: ComputerLevel): string {
  return `(computer, ${COMPUTER_LEVEL_NAMES[level]})`;
}

/** True when a game has anything to do with computer players. */
export function hasComputers(settings: ComputerSettings): boolean {
  return settings.seats.length > 0 || settings.fill !== null || settings.replace !== null;
}
