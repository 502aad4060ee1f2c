import { useState, type FormEvent, type ReactNode } from 'react';
import { GAME_STATUSES } from '../../../shared/engine';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { useRouteMutation } from '../../net/query';
import { GameIdCheck } from './GameIdCheck';

const STATUS_CHOICES = [
  { value: GAME_STATUSES.running, label: '2 – running (start now)' },
  { value: GAME_STATUSES.ended, label: '3 – ended (no winner)' },
];

/** A game tool's call: its state and how to apply it to a game id. */
interface GameToolCall {
  isPending: boolean;
  error: Error | null;
  data?: { status?: number };
  apply(gameId: string): void;
}

/** One tool on a game: the game id (checked as typed), its own field, and the answer. */
function GameForm(props: { title: string; tool: GameToolCall; children: ReactNode }) {
  const [gameId, setGameId] = useState('');
  const { tool } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tool.apply(gameId.trim());
  };
  return (
    <form className="staff-card staff-form" onSubmit={submit}>
      <h2>{props.title}</h2>
      <GameIdCheck value={gameId} onChange={setGameId} />
      {props.children}
      <Button type="submit" busy={tool.isPending}>
        Apply
      </Button>
      {tool.error && <p className="staff-note staff-note--error">{tool.error.message}</p>}
      {tool.data && !tool.error && (
        <p className="staff-note staff-note--ok">
          Done: the game now has status {tool.data.status}.
        </p>
      )}
    </form>
  );
}

/** Game status and turn timer (spec §7 /modpanel/game/status and /timer). */
export function GameTools() {
  const [status, chooseStatus] = useState<number>(GAME_STATUSES.ended);
  const [seconds, setSeconds] = useState('300');
  // A change to a game is written to the audit log.
  const invalidates = ['GET /api/staff/audit'] as const;
  const setStatus = useRouteMutation('POST /modpanel/game/status', { invalidates });
  const setTimer = useRouteMutation('POST /modpanel/game/timer', { invalidates });
  const statusTool = {
    ...setStatus,
    apply: (gameId: string) => setStatus.mutate({ body: { game_id: gameId, status } }),
  };
  const timerTool = {
    ...setTimer,
    apply: (gameId: string) => setTimer.mutate({ body: { game_id: gameId, time: seconds.trim() } }),
  };
  return (
    <div className="staff-grid">
      <GameForm title="Game status" tool={statusTool}>
        <label className="field">
          <span className="field__label">New status</span>
          <select value={status} onChange={(event) => chooseStatus(Number(event.target.value))}>
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </GameForm>
      <GameForm title="Turn timer" tool={timerTool}>
        <FormField
          label="Seconds from now"
          name="time"
          inputMode="numeric"
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
          message={{
            text: 'The current turns (or, before the start, the still-here deadlines) end then.',
            tone: 'info',
          }}
        />
      </GameForm>
    </div>
  );
}
