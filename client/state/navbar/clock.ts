/** The navbar clock: hidden, compact (no seconds) or shown with seconds, in 24 h or 12 h. */

export const CLOCK_MODES = ['hide', 'compact', 'show'] as const;
export type ClockMode = (typeof CLOCK_MODES)[number];

export const CLOCK_COOKIE = 'navbar_clock';
export const CLOCK_12H_COOKIE = 'navbar_clock_12h';

/** The next mode in the cycle hide -> compact -> show -> hide. */
export function nextClockMode(mode: ClockMode): ClockMode {
  return CLOCK_MODES[(CLOCK_MODES.indexOf(mode) + 1) % CLOCK_MODES.length]!;
}

export function parseClockMode(value: string | undefined): ClockMode {
  return (CLOCK_MODES as readonly string[]).includes(value ?? '')
    ? (value as ClockMode)
    : 'compact';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "14:05", "14:05:09", "2:05 PM", "2:05:09 PM" (local time). */
export function formatClock(
  date: Date,
  mode: Exclude<ClockMode, 'hide'>,
  twelveHour: boolean,
): string {
  const seconds = mode === 'show' ? `:${pad(date.getSeconds())}` : '';
  const minutes = pad(date.getMinutes());
  if (!twelveHour) return `${pad(date.getHours())}:${minutes}${seconds}`;
  const hours = date.getHours() % 12 || 12;
  return `${hours}:${minutes}${seconds} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}
