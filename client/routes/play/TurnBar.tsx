import { FORTIFICATION_MODES, GAME_STATUSES, STEPS } from '../../../shared/engine';
import type { GameMap } from '../../../shared/maps/types';
import type { PlayActionName } from '../../../shared/protocol/play';
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

interface PhaseButton {
  key: string;
  label: string;
  variant: 'primary' | 'secondary' | 'ghost';
  action: PlayActionName;
  payload?: Record<string, unknown>;
}

/** The viewer's step buttons; phase changes show only when the engine would accept them. */
function phaseButtons(turn: TurnController, gameMap: GameMap): PhaseButton[] {
  const t = turn.turn;
  if (!t) return [];
  const accepts = (type: 'advance-phase' | 'undo-advance-phase', from: number) =>
    engineAccepts(
      turn.engineState,
      gameMap,
      { type, player_id: turn.me, from_step: from },
      turn.snapshot.now,
    );
  const phase = (label: string, type: 'advance-phase' | 'undo-advance-phase', from: number) => ({
    key: `${type}-${from}`,
    label,
    variant: type === 'undo-advance-phase' ? ('secondary' as const) : ('primary' as const),
    action: type,
    payload: { from_step: from },
  });
  const buttons: PhaseButton[] = [];
  if (t.step === STEPS.reinforce && accepts('undo-advance-phase', 2))
    buttons.push(phase('Back to cards', 'undo-advance-phase', 2));
  if (t.step === STEPS.reinforce && accepts('advance-phase', 2))
    buttons.push(phase('Go to attack', 'advance-phase', 2));
  if (t.step === STEPS.attack && turn.snapshot.fortification !== FORTIFICATION_MODES.none)
    buttons.push({ ...phase('Go to fortify', 'advance-phase', 3), variant: 'secondary' });
  if (t.step === STEPS.fortify && accepts('undo-advance-phase', 5))
    buttons.push(phase('Back to attack', 'undo-advance-phase', 5));
  if (t.step === STEPS.attack || t.step === STEPS.fortify) {
    const payload = { expected_id: t.turn_id };
    buttons.push({
      key: 'end',
      label: 'End turn',
      variant: 'primary',
      action: 'end-turn',
      payload,
    });
  }
  const extensions = turn.snapshot.me?.add_time_left ?? 0;
  if (extensions > 0) {
    const label = `Add time (${extensions})`;
    buttons.push({ key: 'time', label, variant: 'ghost', action: 'add-time' });
  }
  return buttons;
}

function PhaseButtons({ turn, onCards }: { turn: TurnController; onCards(): void }) {
  const { gameMap } = usePlay();
  const cards = turn.snapshot.cards.length;
  const showCards = cards > 0 && turn.turn !== null && turn.turn.step !== STEPS.unstarted;
  return (
    <div className="turn-bar__buttons">
      {showCards && (
        <Button variant="secondary" onClick={onCards}>
          Cards ({cards})
        </Button>
      )}
      {phaseButtons(turn, gameMap).map((b) => (
        <Button
          key={b.key}
          variant={b.variant}
          busy={turn.busy}
          onClick={() => void turn.send(b.action, b.payload)}
        >
          {b.label}
        </Button>
      ))}
    </div>
  );
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
            {snapshot.status === GAME_STATUSES.pregame
              ? 'Waiting for players'
              : snapshot.status === GAME_STATUSES.ended
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
