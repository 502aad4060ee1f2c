/**
 * Activity (spec §4, §9): active while there was input within 30 s, the tab is visible and auto
 * refresh is not paused for debugging (the navbar's debug toggle); idle for 15 min stops auto
 * refresh. Checked every 3 s; listeners hear when activity changes.
 */
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  ACTIVITY_THRESHOLD_MS,
  LONG_ACTIVITY_THRESHOLD_MS,
} from '../../../shared/constants';

export type ActivityLevel = 'active' | 'low' | 'long-idle';

/** The level for a time since the last input, the tab's visibility and the debug pause. */
export function activityLevel(
  sinceInputMs: number,
  visible: boolean,
  pausedForDebugging = false,
): ActivityLevel {
  if (sinceInputMs >= LONG_ACTIVITY_THRESHOLD_MS) return 'long-idle';
  return visible && !pausedForDebugging && sinceInputMs < ACTIVITY_THRESHOLD_MS ? 'active' : 'low';
}

// One pause for the whole page: the navbar's toggle holds back every tracker's polling.
let pausedForDebugging = false;
const pauseListeners = new Set<() => void>();

/** The navbar's debug toggle: while paused, no tracker counts the user as active. */
export function setPausedForDebugging(paused: boolean): void {
  if (paused === pausedForDebugging) return;
  pausedForDebugging = paused;
  for (const listener of pauseListeners) listener();
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

export class ActivityTracker {
  private lastInput = Date.now();
  private level: ActivityLevel = 'active';
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<(level: ActivityLevel) => void>();
  private readonly onInput = () => {
    this.lastInput = Date.now();
    if (this.level !== 'active') this.check();
  };
  private readonly onVisibility = () => this.check();
  private readonly onPause = () => this.check();

  start(): void {
    for (const name of INPUT_EVENTS) window.addEventListener(name, this.onInput, { passive: true });
    document.addEventListener('visibilitychange', this.onVisibility);
    pauseListeners.add(this.onPause);
    this.check();
    this.timer = setInterval(() => this.check(), ACTIVITY_CHECK_INTERVAL_MS);
  }

  stop(): void {
    for (const name of INPUT_EVENTS) window.removeEventListener(name, this.onInput);
    document.removeEventListener('visibilitychange', this.onVisibility);
    pauseListeners.delete(this.onPause);
    clearInterval(this.timer);
  }

  current(): ActivityLevel {
    return this.level;
  }

  /** Counts as input (the Re-enable button). */
  touch(): void {
    this.onInput();
  }

  onChange(listener: (level: ActivityLevel) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private check(): void {
    const next = activityLevel(
      Date.now() - this.lastInput,
      document.visibilityState === 'visible',
      pausedForDebugging,
    );
    if (next === this.level) return;
    this.level = next;
    for (const listener of this.listeners) listener(next);
  }
}
