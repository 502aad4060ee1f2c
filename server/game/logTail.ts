/**
 * The log's lines as each viewer saw them when they were written. Every path that shows a line
 * (the room's `events`, update-state's tail, load-full-log, the replay) asks the engine's one rule,
 * `eventsSeenBy`, with the game before and after the line's action: a line never shows more, or
 * less, than the viewer could see at its moment, whichever path brought it. Once the game has
 * ended, fog lifts and every line shows as written.
 */
import { eventsSeenBy, isFogged, seatOf, type GameState, type Viewer } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { PlaybackState } from '../../shared/engine';
import type { CardMode } from '../../shared/engine';
import type { StoredEvent } from '../db/games';
import { playActions } from '../replay/playedActions';

/** One action's lines: as written, and under fog as each seat saw them (index = seat, 0 = a spectator). */
export interface LoggedAction {
  readonly lines: readonly StoredEvent[];
  readonly seen: readonly (readonly StoredEvent[])[] | null;
}

/** The lines of one action, as each seat (and a spectator) saw them. */
export function loggedAction(
  before: GameState,
  after: GameState,
  map: GameMap,
  lines: readonly StoredEvent[],
): LoggedAction {
  if (!isFogged(before) && !isFogged(after)) return { lines, seen: null };
  const viewers: Viewer[] = [null, ...after.players.map((p) => ({ player_id: p.player_id }))];
  return { lines, seen: viewers.map((viewer) => eventsSeenBy(before, after, map, viewer, lines)) };
}

/** The action's lines as `viewer` saw them (a seat taken after the action saw what a spectator did). */
export function linesSeenBy(action: LoggedAction, viewer: Viewer): readonly StoredEvent[] {
  if (!action.seen) return action.lines;
  return action.seen[seatOf(viewer)] ?? action.seen[0] ?? [];
}

/**
 * A game's stored actions from its `from`th event on, each with its lines as every viewer saw
 * them then. Under fog, `events` must be all of the game's: the walk plays them from its start.
 */
export function loggedActions(input: {
  start: PlaybackState | undefined;
  events: readonly StoredEvent[];
  state: GameState;
  map: GameMap;
  from: number;
}): LoggedAction[] {
  const { start, events, state, map, from } = input;
  const out: LoggedAction[] = [];
  if (!isFogged(state) || !start) {
    // Nothing to mask (no fog, or fog lifted), or not started yet: no territory is anyone's.
    for (const lines of groupByVersion(events.slice(Math.max(0, from)))) {
      out.push(loggedAction(state, state, map, lines));
    }
    return out;
  }
  const cardMode = state.options.cards as CardMode;
  playActions({ start, events, state, cardMode }, ({ before, after, events: lines, first }) => {
    if (first + lines.length > from) out.push(loggedAction(before, after, map, lines));
  });
  return out;
}

function groupByVersion(events: readonly StoredEvent[]): StoredEvent[][] {
  const groups: StoredEvent[][] = [];
  for (const e of events) {
    const last = groups.at(-1);
    if (last && last[0]?.version === e.version) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

/**
 * The last lines of a game's log (update-state's tail), each as every viewer saw it. A value:
 * `with` returns a new tail, so a committed action's result keeps the tail as it stood after it
 * (its reply is read from that, whatever the game does next).
 */
export class LogTail {
  private constructor(
    private readonly limit: number,
    private readonly actions: readonly LoggedAction[],
    private readonly size: number,
  ) {}

  /** A tail keeping at least the last `limit` lines of `actions`. */
  static of(limit: number, actions: readonly LoggedAction[] = []): LogTail {
    let tail = new LogTail(limit, [], 0);
    for (const action of actions) tail = tail.with(action);
    return tail;
  }

  /** This tail with one more action's lines (the oldest dropped past the limit). */
  with(action: LoggedAction): LogTail {
    const actions = [...this.actions, action];
    let size = this.size + action.lines.length;
    let drop = 0;
    while (drop < actions.length - 1 && size - actions[drop]!.lines.length >= this.limit)
      size -= actions[drop++]!.lines.length;
    return new LogTail(this.limit, drop > 0 ? actions.slice(drop) : actions, size);
  }

  /** The last `count` lines `viewer` saw; every line as written once fog has lifted (`state` ended). */
  seenBy(state: GameState, viewer: Viewer, count: number): StoredEvent[] {
    const lifted = !isFogged(state);
    const out: StoredEvent[] = [];
    for (let i = this.actions.length - 1; i >= 0 && out.length < count; i--) {
      const action = this.actions[i]!;
      const lines = lifted ? action.lines : linesSeenBy(action, viewer);
      out.unshift(...lines);
    }
    return out.slice(-count);
  }
}
