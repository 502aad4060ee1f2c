import type { ReactNode } from 'react';
import { FORTIFICATION_MODES, STEPS } from '../../../shared/engine/options';
import type { Action } from '../../../shared/engine/types';
import { useGameStore } from '../../state/game/store';
import { Button } from '../../ui/Button';
import { engineAccepts } from './allowed';
import { usePlay } from './PlayContext';
import { TurnTimer, useSoundMute } from './TurnTimer';
import type { TurnController } from './useTurn';

export const STEP_NAMES: Record<number, string> = {
  0: 'Not started',
  1: 'Turn in cards',
  2: 'Place troops',
  3: 'Attack',
  4: 'Move troops in',
  5: 'Fortify',
};

/** What to do now, in words, for the viewer's own turn. */
function hint(turn: TurnController): string {
  const step = turn.turn?.step;
  const left = turn.snapshot.me?.reinforcements ?? 0;
  switch (step) {
    case STEPS.cards:
      return 'Turn in a set of three cards, or skip.';
    case STEPS.reinforce:
      return left > 0
        ? `Tap your territories to place ${left} troops.`
        : 'All troops placed: go on to attack.';
    case STEPS.attack:
      return turn.mode.kind === 'pickTarget'
        ? 'Tap an enemy territory next to it.'
        : 'Tap one of your territories to attack from, or end the turn.';
    case STEPS.move:
      return 'Choose how many troops move into the conquered territory.';
    case STEPS.fortify:
      return turn.mode.kind === 'pickTarget'
        ? 'Tap where the troops should go.'
        : 'Tap a territory to move troops from, or end the turn.';
    default:
      return '';
  }
}

function PhaseButtons({ turn, onCards }: { turn: TurnController; onCards(): void }) {
  const { gameMap } = usePlay();
  const step = turn.turn?.step;
  if (!turn.turn || step === undefined) return null;
  const accepts = (type: 'advance-phase' | 'undo-advance-phase', from: number) => {
    const action: Action = { type, player_id: turn.me, from_step: from };
    return engineAccepts(turn.engineState, gameMap, action, turn.snapshot.now);
  };
  const buttons: ReactNode[] = [];
  const phase = (
    key: string,
    label: string,
    action: 'advance-phase' | 'undo-advance-phase',
    from: number,
    variant: 'primary' | 'secondary' = 'primary',
  ) =>
    buttons.push(
      <Button
        key={key}
        variant={variant}
        busy={turn.busy}
        onClick={() => void turn.send(action, { from_step: from })}
      >
        {label}
      </Button>,
    );
  if (turn.snapshot.cards.length > 0 && step !== STEPS.unstarted) {
    buttons.push(
      <Button key="cards" variant="secondary" onClick={onCards}>
        Cards ({turn.snapshot.cards.length})
      </Button>,
    );
  }
  if (step === STEPS.reinforce && accepts('undo-advance-phase', 2))
    phase('undo2', 'Back to cards', 'undo-advance-phase', 2, 'secondary');
  if (step === STEPS.reinforce && accepts('advance-phase', 2))
    phase('adv2', 'Go to attack', 'advance-phase', 2);
  if (step === STEPS.attack && turn.snapshot.fortification !== FORTIFICATION_MODES.none)
    phase('adv3', 'Go to fortify', 'advance-phase', 3, 'secondary');
  if (step === STEPS.fortify && accepts('undo-advance-phase', 5))
    phase('undo5', 'Back to attack', 'undo-advance-phase', 5, 'secondary');
  if (step === STEPS.attack || step === STEPS.fortify) {
    buttons.push(
      <Button
        key="end"
        busy={turn.busy}
        onClick={() => void turn.send('end-turn', { expected_id: turn.turn?.turn_id })}
      >
        End turn
      </Button>,
    );
  }
  if ((turn.snapshot.me?.add_time_left ?? 0) > 0) {
    buttons.push(
      <Button
        key="time"
        variant="ghost"
        busy={turn.busy}
        onClick={() => void turn.send('add-time')}
      >
        Add time ({turn.snapshot.me?.add_time_left})
      </Button>,
    );
  }
  return <div className="turn-bar__buttons">{buttons}</div>;
}

/** The bar above the map: whose turn, which step, the timer, and the viewer's phase buttons. */
export function TurnBar({ turn, onCards }: { turn: TurnController; onCards(): void }) {
  const { store } = usePlay();
  const clockOffset = useGameStore(store, (s) => s.clockOffset);
  const [muted, setMuted] = useSoundMute();
  const { snapshot } = turn;
  const current = turn.turn ?? snapshot.turn;
  const player = current ? snapshot.players[current.player_id - 1] : undefined;
  const mine = turn.turn !== null;
  return (
    <div className="turn-bar" data-testid="turn-bar">
      <div className="turn-bar__status" aria-live="polite">
        {current && player ? (
          <>
            <span className={`swatch swatch--${player.color}`} aria-hidden="true" />
            <strong>{mine ? 'Your turn' : `${player.username}'s turn`}</strong>
            <span className="turn-bar__step" data-testid="turn-step">
              {STEP_NAMES[current.step]}
            </span>
            <span className="turn-bar__round">Round {current.round}</span>
            <TurnTimer
              expiresAt={current.expires_at}
              clockOffset={clockOffset}
              sound={mine && !muted}
            />
          </>
        ) : (
          <strong>
            {snapshot.status === 1
              ? 'Waiting for players'
              : snapshot.status === 3
                ? 'Game over'
                : 'Between turns'}
          </strong>
        )}
        <button
          type="button"
          className="icon-button"
          aria-pressed={muted}
          aria-label={muted ? 'Unmute the turn timer sound' : 'Mute the turn timer sound'}
          onClick={() => setMuted(!muted)}
        >
          {muted ? 'Sound off' : 'Sound on'}
        </button>
      </div>
      {mine && <p className="turn-bar__hint">{hint(turn)}</p>}
      {mine && <PhaseButtons turn={turn} onCards={onCards} />}
    </div>
  );
}
