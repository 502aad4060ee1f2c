import { z } from 'zod';
import { MAX_PLAYERS } from '../constants';
import { COMPUTER_LEVELS } from '../engine';
import { COMPUTER_FILL_WAITS, COMPUTER_TEXTS, type ComputerSettings } from './computers';

// The create-game form's computer-player fields (see ./computers for what they mean).

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
