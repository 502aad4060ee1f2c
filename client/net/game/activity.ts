/**
 * Activity (spec §4, §9): active while there was input within 30 s and the tab is visible;
 * idle for 15 min stops auto refresh. Checked every 3 s; listeners hear when activity changes.
 */
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  ACTIVITY_THRESHOLD_MS,
  LONG_ACTIVITY_THRESHOLD_MS,
} from '../../../shared/constants';

export type ActivityLevel = 'active' | 'low' | 'long-idle';

/** The level for a time since the last input and the tab's visibility. */
export function activityLevel(sinceInputMs: number, visible: boolean): ActivityLevel {
  if (sinceInputMs >= LONG_ACTIVITY_THRESHOLD_MS) return 'long-idle';
  return visible && sinceInputMs < ACTIVITY_THRESHOLD_MS ? 'active' : 'low';
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

  start(): void {
    for (const name of INPUT_EVENTS) window.addEventListener(name, this.onInput, { passive: true });
    document.addEventListener('visibilitychange', this.onVisibility);
    this.timer = setInterval(() => this.check(), ACTIVITY_CHECK_INTERVAL_MS);
  }

  stop(): void {
    for (const name of INPUT_EVENTS) window.removeEventListener(name, this.onInput);
    document.removeEventListener('visibilitychange', this.onVisibility);
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
    const next = activityLevel(Date.now() - this.lastInput, document.visibilityState === 'visible');
    if (next === this.level) return;
    this.level = next;
    for (const listener of this.listeners) listener(next);
  }
}
