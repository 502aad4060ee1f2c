// The capital editor (spec §2, §5): one textarea per player count 2-9, one territory name per
// line. The same checks run as the staff member types and again on the server when saving.
import { z } from 'zod';
import { MAP_ERRORS } from '../maps/parse';
import { PLAYER_COUNTS } from '../maps/types';

/** The specification's capital-editor texts (section 5), verbatim. */
export const CAPITAL_TEXTS = {
  none: 'No territories specified',
  invalid: 'The following territories are not valid:',
  wrongCount: 'Wrong number of territories.',
  notFound: 'Could not find territory',
  /** Not in the specification, which only says the right count shows as a success. */
  correct: 'Correct number of territories.',
} as const;

/** Capital entry of spec §3. */
export interface CapitalEntry {
  territory_id: number;
  name: string;
}

/** `/game/create/capitals/{mapId}`: the capitals per player count ("2".."9"). */
export interface CapitalsResponse {
  success: true;
  caps: Record<string, CapitalEntry[]>;
}

export interface CapitalCheck {
  tone: 'warning' | 'error' | 'success';
  text: string;
  /** The names that are not territories of the map (with the error). */
  invalid: string[];
  /** The territories named, in order (complete only without an error). */
  ids: number[];
}

/** A textarea's names: one per line, trimmed, empty lines dropped. */
export function capitalLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Finds territories by name: exactly first, then ignoring case. */
export function territoryFinder(
  territories: readonly { id: number; name: string }[],
): (name: string) => number | undefined {
  const exact = new Map(territories.map((t) => [t.name, t.id]));
  const folded = new Map(territories.map((t) => [t.name.toLowerCase(), t.id]));
  return (name) => exact.get(name) ?? folded.get(name.toLowerCase());
}

/** The check of one player count's list, with the spec's texts. */
export function checkCapitals(
  names: readonly string[],
  count: number,
  find: (name: string) => number | undefined,
): CapitalCheck {
  const ids = names.flatMap((name) => find(name) ?? []);
  const invalid = names.filter((name) => find(name) === undefined);
  if (names.length === 0) return { tone: 'warning', text: CAPITAL_TEXTS.none, invalid, ids };
  if (invalid.length > 0) return { tone: 'error', text: CAPITAL_TEXTS.invalid, invalid, ids };
  const twice = names.find((name, i) => ids.indexOf(ids[i]!) !== i);
  if (twice !== undefined) {
    return { tone: 'error', text: MAP_ERRORS.capitalRepeated(count, twice), invalid, ids };
  }
  if (names.length !== count) {
    return { tone: 'warning', text: CAPITAL_TEXTS.wrongCount, invalid, ids };
  }
  return { tone: 'success', text: CAPITAL_TEXTS.correct, invalid, ids };
}

const COUNT_KEYS = PLAYER_COUNTS.map(String) as [string, ...string[]];

/** Saving: per player count, the names in order; an empty list removes that layout. */
export const capitalsSaveSchema = z.object({
  caps: z.partialRecord(z.enum(COUNT_KEYS), z.array(z.string().max(200)).max(9)),
});
