/**
 * The date input's fallback (spec §5): a day 1-31, a month 1-12 and a year from 1900 to the
 * current one, each 0 while unset.
 */
import { YEAR_SELECT_FROM } from '../../shared/constants';

export interface DateParts {
  day: number;
  month: number;
  year: number;
}

export const UNSET_DATE: DateParts = { day: 0, month: 0, year: 0 };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const DAY_CHOICES = range(1, 31);
export const MONTH_CHOICES = range(1, 12);

/** The years offered, newest first: this year down to 1900. */
export function yearChoices(now: Date): number[] {
  return range(YEAR_SELECT_FROM, now.getFullYear()).reverse();
}

/** 'YYYY-MM-DD' (as a native date input's value), or '' while a part is unset or the date does not exist. */
export function isoDateOf({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return '';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return '';
  return date.toISOString().slice(0, 10);
}

/** The parts of a 'YYYY-MM-DD' value; all unset for '' or anything else. */
export function datePartsOf(iso: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return UNSET_DATE;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
