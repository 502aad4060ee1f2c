/**
 * What a seat's own log tells it of the board under fog. Its log lines are masked as it saw them
 * (`eventsSeenBy`, shared/engine view.ts: a conquest shows when either end was in its sight at that
 * moment), so they hold nothing the seat was not shown, but they show what no view at its own turns
 * does: a rival advancing from a territory in sight into one out of it, who held the territory
 * taken, a rival turned neutral. Each conquest line moves one territory from the owner it names to
 * the conqueror, in the counts and in the owners remembered (memory.ts).
 */
import { EVENT_TYPES, type PlayerId, type ReplayEvent } from '../engine/index.js';

/** A log line as the seat saw it, with the game version its action made (as the log stores it). */
export interface SeenLine extends ReplayEvent {
  readonly version: number;
}

/** Owners remembered (index = id - 1) and followed counts (index = player id), as the lines left them. */
export interface Heard {
  owner: (PlayerId | null)[];
  land: number[] | null;
}

/** `before` once the seat has read `lines`, in order (a new value; `before` is left as it was). */
export function hear(
  before: { owner: readonly (PlayerId | null)[]; land: readonly number[] | null },
  lines: readonly ReplayEvent[],
): Heard {
  const owner = before.owner.slice();
  const land = before.land ? before.land.slice() : null;
  for (const line of lines) {
    if (line.type === EVENT_TYPES.CONQUER) {
      // param2: the territory taken, param4: its owner until then; player_id: the conqueror.
      const t = line.param2 - 1;
      if (t < 0 || t >= owner.length) continue;
      if (land && line.param4 !== line.player_id) {
        land[line.param4] = (land[line.param4] ?? 0) - 1;
        land[line.player_id] = (land[line.player_id] ?? 0) + 1;
      }
      owner[t] = line.player_id;
    } else if (line.type === EVENT_TYPES.TURNED_NEUTRAL) {
      const out = line.player_id;
      owner.forEach((o, i) => {
        if (o === out) owner[i] = 0;
      });
      if (land) {
        land[0] = (land[0] ?? 0) + (land[out] ?? 0);
        land[out] = 0;
      }
    }
  }
  return { owner, land };
}
