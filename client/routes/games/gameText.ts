import { GAME_TYPE_NAMES } from '../../../shared/html/lobbyText';

/** A game type's name ("Capitals"), or its number when the site does not know it. */
export const gameTypeName = (type: number): string => GAME_TYPE_NAMES[type] ?? `Type ${type}`;

/** A share as a whole percent: "67 %". */
export const percent = (rate: number): string => `${Math.round(rate * 100)} %`;

/** A day and time in the reader's own format, short. */
export const shortDate = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "1st", "2nd", "3rd", "4th" ... for a 0-based place. */
export function placeText(place: number): string {
  const n = place + 1;
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
