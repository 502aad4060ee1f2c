/**
 * What the control bar's buttons do to a timeline (spec §2, §4): a step goes on through events
 * that change nothing visible (1, 7, 8, 12) until a blocking one; round jumps aim at the
 * positions right after a round start. Pure over the timeline, so it is tested without a page.
 */
import { EVENT_TYPES, type ReplayEvent } from '../../../shared/engine';
import type { ReplayTimeline } from './timeline';

const SILENT = new Set<number>([
  EVENT_TYPES.TURN_START,
  EVENT_TYPES.TURN_END,
  EVENT_TYPES.PLAYER_OUT,
  EVENT_TYPES.GAME_END,
]);

/** True when a step stops after this event (it changes something on screen). */
export function isBlocking(event: ReplayEvent): boolean {
  return !SILENT.has(event.type);
}

export interface StepOutcome {
  /** Event 11's text, when the step passed one. */
  alert: string | null;
  /** The spec's text when an event could not be applied (the step stops before it). */
  error: string | null;
}

/** Forward through the next blocking event (or to the end, or an event that cannot be applied). */
export function stepForward(t: ReplayTimeline): StepOutcome {
  let alert: string | null = null;
  for (;;) {
    const result = t.forward();
    if (!result.ok) return { alert, error: result.error.message };
    if (result.event === null) return { alert, error: null };
    alert ??= result.alert;
    if (isBlocking(result.event)) return { alert, error: null };
  }
}

/** Back to the previous stop: the position after the blocking event before this one, or the start. */
export function stepBack(t: ReplayTimeline): void {
  if (!t.backward()) return;
  while (t.position > 0 && !isBlocking(t.events[t.position - 1]!)) t.backward();
}

const isRoundStart = (e: ReplayEvent | undefined): boolean => e?.type === EVENT_TYPES.ROUND_START;

/** Where "next round" goes: just after the next round start, or the end. */
export function nextRoundTarget(events: readonly ReplayEvent[], position: number): number {
  for (let i = position; i < events.length; i++) if (isRoundStart(events[i])) return i + 1;
  return events.length;
}

/**
 * Where "previous round" goes: to the start of the current round, or of the one before when
 * already at a round's start; the very start before the first round.
 */
export function previousRoundTarget(events: readonly ReplayEvent[], position: number): number {
  for (let i = position - 2; i >= 0; i--) if (isRoundStart(events[i])) return i + 1;
  return 0;
}

/** Moves straight to `position` (clamped), or as far forward as the events allow (timeline.ts). */
export function seek(t: ReplayTimeline, position: number): StepOutcome {
  return t.seek(position);
}
