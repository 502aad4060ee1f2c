import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REPLAY_FIRST_LAST_STEP_MS,
  REPLAY_PLAY_STEP_MS,
  REPLAY_ROUND_JUMP_STEP_MS,
} from '../../../shared/constants';
import { nextRoundTarget, previousRoundTarget, seek, stepBack, stepForward } from './steps';
import type { StepOutcome } from './steps';
import type { ReplayTimeline } from './timeline';

/** The control bar's buttons, in their order (spec §2). */
export const CONTROLS = [
  'first',
  'previousRound',
  'back',
  'play',
  'forward',
  'nextRound',
  'last',
] as const;
export type Control = (typeof CONTROLS)[number];

/** The spec's replay speeds (§9, row K17): a step every 1000, 50 or 10 ms, chosen on the bar. */
export const REPLAY_SPEEDS = [
  REPLAY_PLAY_STEP_MS,
  REPLAY_ROUND_JUMP_STEP_MS,
  REPLAY_FIRST_LAST_STEP_MS,
] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** At most this many steps are caught up in one tick when the screen falls behind the clock. */
const MAX_CATCH_UP = 50;

export interface ReplayControls {
  position: number;
  playing: boolean;
  /** Milliseconds a step while playing. */
  speed: ReplaySpeed;
  error: string | null;
  alert: string | null;
  press(control: Control): void;
  setSpeed(speed: ReplaySpeed): void;
  /** Straight to a position (the timeline, the chart, the URL, a round or event picked). */
  seekTo(position: number): void;
  dismissAlert(): void;
}

/** Steps due `elapsed` ms after play began at `speed`, `done` of them taken (at most MAX_CATCH_UP). */
export function dueSteps(elapsed: number, speed: number, done: number): number {
  return Math.max(0, Math.min(MAX_CATCH_UP, Math.floor(elapsed / speed) - done));
}

/**
 * Playing: a step every `speed` ms of the clock. Steps are counted from when play began, so a
 * screen slower than the speed catches up (several steps, one drawing) instead of slowing down.
 */
export function usePlayClock(
  playing: boolean,
  speed: ReplaySpeed,
  step: () => boolean,
  stop: () => void,
): void {
  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    if (!playing) return;
    const began = performance.now();
    let done = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const due = dueSteps(performance.now() - began, speed, done);
      for (let i = 0; i < due; i++) {
        done++;
        if (!stepRef.current()) return stop();
      }
      timer = setTimeout(tick, Math.max(0, began + (done + 1) * speed - performance.now()));
    };
    timer = setTimeout(tick, speed);
    return () => clearTimeout(timer);
  }, [playing, speed, stop]);
}

/** Drives a timeline from the control bar: steps, play at the chosen speed, and jumps that land at once. */
export function useReplayControls(timeline: ReplayTimeline, startAt: number): ReplayControls {
  const [position, setPosition] = useState(timeline.position);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(REPLAY_PLAY_STEP_MS);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  /** Shows where the timeline is; false when the outcome stops play (an error, an alert). */
  const settle = useCallback(
    (outcome: StepOutcome | null): boolean => {
      setPosition(timeline.position);
      setError(outcome?.error ?? null);
      if (outcome?.alert) setAlert(outcome.alert);
      return !outcome?.error && !outcome?.alert;
    },
    [timeline],
  );

  const seekTo = useCallback(
    (target: number) => {
      setPlaying(false);
      settle(seek(timeline, target));
    },
    [timeline, settle],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (startAt > 0) seekTo(startAt);
  }, [startAt, seekTo]);

  const stop = useCallback(() => setPlaying(false), []);
  usePlayClock(
    playing,
    speed,
    () => settle(stepForward(timeline)) && timeline.position < timeline.events.length,
    stop,
  );

  const press = useCallback(
    (control: Control) => {
      const { events } = timeline;
      switch (control) {
        case 'first':
          return seekTo(0);
        case 'last':
          return seekTo(events.length);
        case 'previousRound':
          return seekTo(previousRoundTarget(events, timeline.position));
        case 'nextRound':
          return seekTo(nextRoundTarget(events, timeline.position));
        case 'back':
          setPlaying(false);
          stepBack(timeline);
          settle(null);
          return;
        case 'forward':
          setPlaying(false);
          settle(stepForward(timeline));
          return;
        case 'play':
          return setPlaying((now) => !now && timeline.position < events.length);
      }
    },
    [timeline, seekTo, settle],
  );

  return {
    position,
    playing,
    speed,
    error,
    alert,
    press,
    setSpeed,
    seekTo,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
