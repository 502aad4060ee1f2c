import { useId } from 'react';
import {
  CONTROLS,
  REPLAY_SPEEDS,
  type Control,
  type ReplayControls,
  type ReplaySpeed,
} from './useReplayControls';

// Icons as SVG paths (24 x 24): media-control glyphs are missing from many system fonts.
const PAUSE = 'M6 5h4v14H6zM14 5h4v14h-4z';
const LABELS: Record<Control, { text: string; icon: string }> = {
  first: { text: 'First', icon: 'M3 5h2v14H3zM14 5v14L7 12zM22 5v14l-7-7z' },
  previousRound: { text: 'Previous round', icon: 'M11 5v14L3 12zM21 5v14l-8-7z' },
  back: { text: 'Step back', icon: 'M15 5v14L4 12zM17 5h2v14h-2z' },
  play: { text: 'Play', icon: 'M7 5v14l12-7z' },
  forward: { text: 'Step forward', icon: 'M9 5v14l11-7zM5 5h2v14H5z' },
  nextRound: { text: 'Next round', icon: 'M3 5v14l8-7zM13 5v14l8-7z' },
  last: { text: 'Last', icon: 'M19 5h2v14h-2zM10 5v14l7-7zM2 5v14l7-7z' },
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

interface ControlBarProps {
  controls: ReplayControls;
  length: number;
}

/**
 * The floating control bar of spec §2: first, previous round, step back, play/pause, step forward,
 * next round, last; and the play speed of §9 (a step every 1000, 50 or 10 ms).
 */
export function ControlBar({ controls, length }: ControlBarProps) {
  const { position, playing } = controls;
  const speedId = useId();
  const atStart = position === 0;
  const atEnd = position >= length;
  const disabled: Record<Control, boolean> = {
    first: atStart,
    previousRound: atStart,
    back: atStart,
    play: atEnd && !playing,
    forward: atEnd,
    nextRound: atEnd,
    last: atEnd,
  };
  return (
    <div className="replay-bar" role="toolbar" aria-label="Replay controls">
      {CONTROLS.map((control) => {
        const { text, icon } = LABELS[control];
        const pausing = control === 'play' && playing;
        return (
          <button
            key={control}
            type="button"
            className={`replay-bar__button${pausing ? ' is-active' : ''}`}
            aria-label={pausing ? 'Pause' : text}
            title={pausing ? 'Pause (space)' : text}
            disabled={disabled[control]}
            onClick={() => controls.press(control)}
          >
            <Icon path={pausing ? PAUSE : icon} />
          </button>
        );
      })}
      <label className="replay-bar__speed" htmlFor={speedId} title="Play speed: one step every">
        <span className="visually-hidden">Step every</span>
        <select
          id={speedId}
          value={controls.speed}
          onChange={(e) => controls.setSpeed(Number(e.target.value) as ReplaySpeed)}
        >
          {REPLAY_SPEEDS.map((ms) => (
            <option key={ms} value={ms}>
              {ms} ms
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
