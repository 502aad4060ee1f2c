import { CONTROLS, type Control, type ReplayControls } from './useReplayControls';

const LABELS: Record<Control, { text: string; icon: string }> = {
  first: { text: 'First', icon: '⏮' },
  previousRound: { text: 'Previous round', icon: '⏪' },
  back: { text: 'Step back', icon: '◀' },
  play: { text: 'Play', icon: '▶' },
  forward: { text: 'Step forward', icon: '▶❙' },
  nextRound: { text: 'Next round', icon: '⏩' },
  last: { text: 'Last', icon: '⏭' },
};

interface ControlBarProps {
  controls: ReplayControls;
  length: number;
}

/** The floating control bar of spec §2: first, previous round, step back, play/pause, step forward, next round, last. */
export function ControlBar({ controls, length }: ControlBarProps) {
  const { position, playing, jumping } = controls;
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
            className={`replay-bar__button${jumping === control || pausing ? ' is-active' : ''}`}
            aria-label={pausing ? 'Pause' : text}
            title={pausing ? 'Pause (space)' : text}
            disabled={disabled[control]}
            onClick={() => controls.press(control)}
          >
            <span aria-hidden="true">{pausing ? '❚❚' : icon}</span>
          </button>
        );
      })}
    </div>
  );
}
