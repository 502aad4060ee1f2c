import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REPLAY_FIRST_LAST_STEP_MS,
  REPLAY_PLAY_STEP_MS,
  REPLAY_ROUND_JUMP_STEP_MS,
} from '../../../shared/constants';
import {
  nextRoundTarget,
  previousRoundTarget,
  seek,
  stepBack,
  stepForward,
  stepTowards,
  type StepOutcome,
} from './steps';
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

/** Playing, or an animated jump towards a position at one of the spec's speeds (§9). */
type Motion =
  { kind: 'play' } | { kind: 'jump'; control: Control; target: number; delay: number } | null;

export interface ReplayControls {
  position: number;
  playing: boolean;
  /** The control whose jump is running. */
  jumping: Control | null;
  error: string | null;
  alert: string | null;
  press(control: Control): void;
  /** Straight to a position (the chart, the URL). */
  seekTo(position: number): void;
  dismissAlert(): void;
}

/** Drives a timeline from the control bar: steps, play at 1 s a step, and animated jumps. */
export function useReplayControls(timeline: ReplayTimeline, startAt: number): ReplayControls {
  const [position, setPosition] = useState(timeline.position);
  const [motion, setMotion] = useState<Motion>(null);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const settle = useCallback(
    (outcome: StepOutcome | null) => {
      setPosition(timeline.position);
      setError(outcome?.error ?? null);
      if (outcome?.alert) {
        setAlert(outcome.alert);
        setMotion(null);
      }
      if (outcome?.error) setMotion(null);
    },
    [timeline],
  );

  const seekTo = useCallback(
    (target: number) => {
      setMotion(null);
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

  useEffect(() => {
    if (!motion) return;
    const delay = motion.kind === 'play' ? REPLAY_PLAY_STEP_MS : motion.delay;
    const timer = setTimeout(() => {
      if (motion.kind === 'play') {
        const outcome = stepForward(timeline);
        settle(outcome);
        const stop = outcome.error || outcome.alert || timeline.position >= timeline.events.length;
        setMotion(stop ? null : { kind: 'play' });
        return;
      }
      const outcome = stepTowards(timeline, motion.target);
      settle(outcome);
      setMotion(outcome.more && !outcome.alert ? { ...motion } : null);
    }, delay);
    return () => clearTimeout(timer);
  }, [motion, timeline, settle]);

  const jump = useCallback(
    (control: Control, target: number, delay: number) => {
      // Pressing the same jump again while it runs finishes it at once.
      if (motion?.kind === 'jump' && motion.control === control) seekTo(motion.target);
      else setMotion({ kind: 'jump', control, target, delay });
    },
    [motion, seekTo],
  );

  const press = useCallback(
    (control: Control) => {
      const { events } = timeline;
      switch (control) {
        case 'first':
          return jump(control, 0, REPLAY_FIRST_LAST_STEP_MS);
        case 'last':
          return jump(control, events.length, REPLAY_FIRST_LAST_STEP_MS);
        case 'previousRound':
          return jump(
            control,
            previousRoundTarget(events, timeline.position),
            REPLAY_ROUND_JUMP_STEP_MS,
          );
        case 'nextRound':
          return jump(
            control,
            nextRoundTarget(events, timeline.position),
            REPLAY_ROUND_JUMP_STEP_MS,
          );
        case 'back':
          setMotion(null);
          stepBack(timeline);
          return settle(null);
        case 'forward':
          setMotion(null);
          return settle(stepForward(timeline));
        case 'play':
          return setMotion((current) => (current?.kind === 'play' ? null : { kind: 'play' }));
      }
    },
    [timeline, jump, settle],
  );

  return {
    position,
    playing: motion?.kind === 'play',
    jumping: motion?.kind === 'jump' ? motion.control : null,
    error,
    alert,
    press,
    seekTo,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
