import { z } from 'zod';
import { CONTROL_CHARACTERS_TEXT, hasAnyControl, hasForbiddenControl } from './fields';

// Text fields of the forum and private messages, with texts that name the field: trimmed,
// bounded in characters, and free of control characters (multi-line bodies keep line breaks and
// tabs), as every field of shared/protocol/fields.ts.

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
    .refine((text) => !hasAnyControl(text), CONTROL_CHARACTERS_TEXT);
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
    .refine((text) => !hasForbiddenControl(text), CONTROL_CHARACTERS_TEXT)
    .transform((text) => text.trimEnd());
}

/** `?page=N`: 1 when absent or not a page number. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);
