import { z } from 'zod';

/**
 * The field types every request is made of, bounded as the database stores them: an id or a
 * counter that PostgreSQL's `integer` cannot hold, or a text it refuses (NUL), is turned away
 * here with a clear message instead of failing in a query.
 */

/** The largest value of PostgreSQL's `integer` (ids, versions, counters). */
export const MAX_DB_INT = 2 ** 31 - 1;

export const CONTROL_CHARACTERS_TEXT =
  'Text must not contain control characters or broken characters (unpaired surrogates).';

/**
 * Control characters other than tab, line feed and carriage return (NUL among them), and lone
 * UTF-16 surrogates (`"\ud800"` in JSON): PostgreSQL stores neither faithfully, and a jsonb
 * column refuses both outright.
 */
const FORBIDDEN_CONTROL = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
/** Any control character, and lone surrogates: single-line fields (names, queries) take none. */
const ANY_CONTROL = /[\p{Cc}\p{Cs}]/u;

/** True when `text` has a character no text field accepts (line breaks and tabs are allowed). */
export function hasForbiddenControl(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

/** True when `text` has a character no single-line field accepts (line breaks included). */
export function hasAnyControl(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/**
 * An integer in [min, max], from JSON or a form post's string; '' and other non-numbers fail
 * (zod's plain coercion would read '' and null as 0).
 */
export function intField(min: number, max: number) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : typeof value === 'boolean'
          ? Number(value)
          : value,
    z
      .number(`Expected a whole number from ${min} to ${max}.`)
      .int(`Expected a whole number from ${min} to ${max}.`)
      .min(min, `Expected a whole number from ${min} to ${max}.`)
      .max(max, `Expected a whole number from ${min} to ${max}.`),
  );
}

/** A row id: 1 to MAX_DB_INT. */
export const idField = intField(1, MAX_DB_INT);

/** A version, a timestamp cursor or a count stored as `integer`: 0 to MAX_DB_INT. */
export const counterField = intField(0, MAX_DB_INT);

/** One line of text (a name, a search, a password): no control characters at all. */
export function lineField(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => !hasAnyControl(text), CONTROL_CHARACTERS_TEXT);
}

/** A body of text (a chat line, notes, a post): line breaks and tabs, no other control characters. */
export function textField(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => !hasForbiddenControl(text), CONTROL_CHARACTERS_TEXT);
}

/** A route's id parameter as a number, or undefined when it is not one the database could hold. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_DB_INT ? id : undefined;
}
