import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's own collection, as `--expose-gc` offers it: `last-resort` shrinks what it collects. */
type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Long enough after the port opens for the start's last work (lobby, caches) to be done. */
export const SETTLE_AFTER_MS = 15_000;

/**
 * A process that has just started holds its start's garbage: a young generation grown to its full
 * size while modules, maps and the database were loaded, and old-space pages left half empty.
 * V8's memory reducer gives them back once it judges the process idle, but its estimate of the
 * allocation rate still counts the start's burst for a minute or more (a restart traced at 93 MB
 * of committed heap until 73 s, 48 MB after). The site should not need that minute to fit a small
 * machine: once the start has settled, and only while no room is open, one shrinking collection
 * does the reducer's work at once (docs/capacity.md). With a room open it is left to V8, since
 * that collection pauses the event loop for 0.4-1 s.
 */
export function settleStartGarbage(
  roomsOpen: () => number,
  { afterMs = SETTLE_AFTER_MS, collect = shrinkingCollection } = {},
): NodeJS.Timeout {
  return setTimeout(() => {
    if (roomsOpen() === 0) collect();
  }, afterMs).unref();
}

function shrinkingCollection(): void {
  setFlagsFromString('--expose-gc');
  // The flag reaches contexts made after it: a new one carries `gc`.
  const gc = runInNewContext('gc') as Collect;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
