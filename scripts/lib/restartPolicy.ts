/**
 * When `npm run cluster` starts a game process again after it died: at once the first time,
 * then after 1 s, 2 s, ... up to 30 s while it keeps dying young (a crash at start would
 * otherwise spin); a process that ran a minute starts the count over.
 */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** A process that ran this long died of something that happened, not of starting. */
const SETTLED_MS = 60_000;

/** The wait before starting it again, after it ran `ranMs` and the last wait was `previousMs` (-1: none yet). */
export function restartDelay(previousMs: number, ranMs: number): number {
  if (ranMs >= SETTLED_MS || previousMs < 0) return 0;
  return Math.min(MAX_DELAY_MS, Math.max(FIRST_DELAY_MS, previousMs * 2));
}
