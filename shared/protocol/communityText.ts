import { z } from 'zod';

// Text fields of the forum and private messages: trimmed, bounded, and free of control characters
// (a NUL cannot be stored by PostgreSQL, and the others hide text). Multi-line bodies keep
// newlines and tabs.

const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\n\r\t]/u;

/** Length in characters (code points), as PostgreSQL counts them. */
export function charCount(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}

/** A one-line text (titles, subjects, reasons) of 1..max characters. */
export function lineText(what: string, max: number) {
  return z
    .string({ error: `${what} is missing.` })
    .trim()
    .refine((text) => text.length > 0, `${what} is missing.`)
    .refine((text) => charCount(text) <= max, `${what} can be at most ${max} characters long.`)
    .refine((text) => !CONTROL.test(text), `${what} contains characters that are not allowed.`);
}

/** A multi-line body of 1..max characters (newlines and tabs allowed). */
export function bodyText(what: string, max: number) {
  return z
    .string({ error: `${what} is missing.` })
    .refine((text) => text.trim().length > 0, `${what} is empty.`)
    .refine(
      (text) => charCount(text) <= max,
      `${what} can be at most ${max.toLocaleString('en')} characters long.`,
    )
    .refine(
      (text) => !CONTROL_EXCEPT_LINES.test(text),
      `${what} contains characters that are not allowed.`,
    )
    .transform((text) => text.trimEnd());
}

/** A database id in a route or body: 1..2147483647. */
export const databaseId = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/** `?page=N`: 1 when absent or not a page number. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);
