import { Link } from 'react-router';
import { FORTIFICATION_MODES, GAME_STATUSES, STEPS, phaseChanges } from '../../../shared/engine';
import type { PlayActionName } from '../../../shared/protocol/play';
import { currentTurn } from '../../state/game/snapshot';
import { useGameStore } from '../../state/game/store';
import { Button } from '../../ui/Button';
import { usePlay } from './PlayContext';
import { TurnTimer, useSoundMute } from './TurnTimer';
import type { TurnController } from './useTurn';
import { swatchStyle } from './swatch';
import { WaitingInvite } from './WaitingInvite';
import './TurnBar.css';

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
  const left = turn.view.players[turn.me - 1]?.reinforcements ?? 0;
  switch (step) {
    case STEPS.unstarted:
      return 'Begin your turn when you are ready.';
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
function phaseButtons(turn: TurnController): PhaseButton[] {
  const t = turn.turn;
  if (!t) return [];
  const changes = phaseChanges(turn.view, turn.me, turn.view.hand.length);
  const accepts = (type: 'advance-phase' | 'undo-advance-phase') =>
    type === 'advance-phase' ? changes.advance : changes.undo;
  const phase = (label: string, type: 'advance-phase' | 'undo-advance-phase', from: number) => ({
    key: `${type}-${from}`,
    label,
    variant: type === 'undo-advance-phase' ? ('secondary' as const) : ('primary' as const),
    action: type,
    payload: { from_step: from },
  });
  const buttons: PhaseButton[] = [];
  // The Begin turn box may be closed (to chat or read the log first): the bar still begins it.
  if (t.step === STEPS.unstarted)
    buttons.push({ key: 'begin', label: 'Begin turn', variant: 'primary', action: 'begin-turn' });
  if (t.step === STEPS.reinforce && accepts('undo-advance-phase'))
    buttons.push(phase('Back to cards', 'undo-advance-phase', 2));
  if (t.step === STEPS.reinforce && accepts('advance-phase'))
    buttons.push(phase('Go to attack', 'advance-phase', 2));
  if (t.step === STEPS.attack && turn.view.options.fortification !== FORTIFICATION_MODES.none)
    buttons.push({ ...phase('Go to fortify', 'advance-phase', 3), variant: 'secondary' });
  if (t.step === STEPS.fortify && accepts('undo-advance-phase'))
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
  const extensions = turn.view.players[turn.me - 1]?.add_time_left ?? 0;
  if (extensions > 0) {
    const label = `Add time (${extensions})`;
    buttons.push({ key: 'time', label, variant: 'ghost', action: 'add-time' });
  }
  return buttons;
}

function PhaseButtons({ turn, onCards }: { turn: TurnController; onCards(): void }) {
  if (turn.turn === null) {
    return (
      <div className="turn-bar__buttons">
        <WaitingInvite turn={turn} />
      </div>
    );
  }
  const cards = turn.view.hand.length;
  const showCards = cards > 0 && turn.turn !== null && turn.turn.step !== STEPS.unstarted;
  return (
    <div className="turn-bar__buttons">
      {showCards && (
        <Button variant="secondary" onClick={onCards}>
          Cards ({cards})
        </Button>
      )}
      {phaseButtons(turn).map((b) => (
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

/** Who won ("Team 2", "Bob") and whether it is the viewer; null when nobody did. */
export function winnerOf(turn: TurnController): { name: string; viewer: boolean } | null {
  const { view } = turn;
  if (view.winning_team > 0) return { name: `Team ${view.winning_team}`, viewer: false };
  const winner = view.players[view.winner - 1];
  if (!winner) return null;
  return { name: winner.username, viewer: winner.player_id === turn.me };
}

/**
 * The bar above the map: whose turn, which step, the timer, what to do now, and the viewer's phase
 * buttons. Its rows keep their height whatever they hold (a wrapped hint, no buttons between
 * turns), so the map under it never moves.
 */
export function TurnBar({ turn, onCards }: { turn: TurnController; onCards(): void }) {
  const { store } = usePlay();
  const clockOffset = useGameStore(store, (s) => s.clockOffset);
  const [muted, setMuted] = useSoundMute();
  const { view } = turn;
  const current = currentTurn(view);
  const player = current ? view.players[current.player_id - 1] : undefined;
  const mine = turn.turn !== null;
  const winner = winnerOf(turn);
  return (
    <div className="turn-bar" data-testid="turn-bar">
      <div className="turn-bar__status" aria-live="polite">
        {/* Phones play full screen, without the site's navbar: this is the way out. */}
        <Link
          className="turn-bar__exit"
          to="/lobby"
          aria-label="Leave the game screen for the lobby"
        >
          ‹
        </Link>
        {current && player ? (
          <>
            <span className="swatch" style={swatchStyle(player.color)} aria-hidden="true" />
            <strong>{mine ? 'Your turn' : `${player.username}'s turn`}</strong>
            <span className="turn-bar__step" data-testid="turn-step">
              {STEP_NAMES[current.step]}
            </span>
            <span className="turn-bar__round">Round {current.round}</span>
            {view.paused_at > 0 ? (
              <span className="turn-bar__round">Paused</span>
            ) : (
              <TurnTimer
                expiresAt={current.expires_at}
                clockOffset={clockOffset}
                sound={mine && !muted}
              />
            )}
          </>
        ) : view.status === GAME_STATUSES.ended ? (
          <strong className="turn-bar__result" data-testid="result-banner">
            {winner ? `Game over: ${winner.viewer ? 'You' : winner.name} won` : 'Game over'}
          </strong>
        ) : (
          <strong>
            {view.status === GAME_STATUSES.pregame ? 'Waiting for players' : 'Between turns'}
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
      <p className="turn-bar__hint" title={mine ? hint(turn) : undefined}>
        {mine ? hint(turn) : ''}
      </p>
      <PhaseButtons turn={turn} onCards={onCards} />
    </div>
  );
}
