/**
 * What a person alone against computer players has beside the turn: pausing the game (nobody
 * else waits on it) and the coach. Neither is shown where another person plays (the server
 * refuses both there too).
 */
import { useCallback, useState } from 'react';
import type { CoachAdvice } from '../../../shared/ai/coach';
import { GAME_STATUSES, playsAlone, type GameView } from '../../../shared/engine';
import { Button } from '../../ui/Button';
import { useSend } from './useTurn';
import './solo.css';

export interface Coach {
  advice: CoachAdvice | null;
  /** The coach answered, with nothing to suggest now (not the player's turn). */
  idle: boolean;
  ask(): Promise<void>;
  busy: boolean;
}

/**
 * The coach's last answer, until the game moves past the version it was given at (the first use
 * is itself a new version, recorded before the answer: that one does not make it stale).
 */
export function useCoach(version: number): Coach {
  const { send, busy } = useSend();
  const [answer, setAnswer] = useState<{ version: number; advice: CoachAdvice | null } | null>(
    null,
  );
  const ask = useCallback(async () => {
    const reply = await send('coach');
    if (!reply) return;
    const advice = (reply.advice as CoachAdvice | null) ?? null;
    setAnswer({ version: typeof reply.version === 'number' ? reply.version : version, advice });
  }, [send, version]);
  const current = answer && version <= answer.version ? answer : null;
  return { advice: current?.advice ?? null, idle: current !== null && !current.advice, ask, busy };
}

/** True when the viewer is the only person in a running game. */
export function isSoloGame(view: GameView): boolean {
  return view.viewer > 0 && view.status === GAME_STATUSES.running && playsAlone(view, view.viewer);
}

export function SoloControls({ view, coach }: { view: GameView; coach: Coach }) {
  const { send, busy } = useSend();
  if (!isSoloGame(view)) return null;
  const paused = view.paused_at > 0;
  const coached = view.players[view.viewer - 1]?.coached ?? false;
  return (
    <div className="solo" data-testid="solo-controls">
      <div className="solo__buttons">
        <Button
          variant={paused ? 'primary' : 'secondary'}
          busy={busy}
          onClick={() => void send(paused ? 'resume-game' : 'pause-game')}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="ghost"
          busy={coach.busy}
          title={coached ? undefined : 'The game records that you asked the coach.'}
          onClick={() => void coach.ask()}
        >
          What would Hard do?
        </Button>
      </div>
      {paused && (
        <p className="solo__note" role="status">
          Paused: the clock and the computers wait for you.
        </p>
      )}
      {coach.advice && (
        <p className="solo__advice" role="status" data-testid="coach-advice">
          {coach.advice.text}
        </p>
      )}
      {coach.idle && (
        <p className="solo__note" role="status">
          Nothing to suggest until your turn.
        </p>
      )}
    </div>
  );
}
