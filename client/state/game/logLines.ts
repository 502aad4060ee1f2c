/**
 * The log the play screen holds: every line it was shown, once each, in the game's order. The room
 * sends each action's lines, update-state brings the last thirty, load-full-log the older ones;
 * the server masks a line the same way on every path (server/game/logTail.ts), so a line brought
 * again is the line held, or the whole line once fog has lifted at the end of the game.
 */
import type { LogEntry } from '../../../shared/protocol/updateState';

/**
 * `held` and `brought` merged by the lines' seq: no line held is dropped, a line brought again
 * replaces the one held. Lines without a seq (none come from the server) keep their place first.
 */
export function mergeLines(held: readonly LogEntry[], brought: readonly LogEntry[]): LogEntry[] {
  if (brought.length === 0) return [...held];
  const last = held.at(-1)?.seq;
  const first = brought[0]?.seq;
  // The usual case, one action's lines from the room: they follow what is held.
  if (last !== undefined && first !== undefined && first > last && isOrdered(brought)) {
    return [...held, ...brought];
  }
  const unnumbered: LogEntry[] = [];
  const bySeq = new Map<number, LogEntry>();
  for (const line of [...held, ...brought]) {
    if (line.seq === undefined) unnumbered.push(line);
    else bySeq.set(line.seq, line);
  }
  const numbered = [...bySeq.values()].sort((a, b) => a.seq! - b.seq!);
  return [...unnumbered, ...numbered];
}

function isOrdered(lines: readonly LogEntry[]): boolean {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!.seq;
    const b = lines[i]!.seq;
    if (a === undefined || b === undefined || b <= a) return false;
  }
  return true;
}

/** The seq of the newest numbered line (the log is in seq order), or -1 for none. */
export function newestSeq(lines: readonly LogEntry[]): number {
  return lines.at(-1)?.seq ?? -1;
}
