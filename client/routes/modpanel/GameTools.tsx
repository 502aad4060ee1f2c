import { useState, type FormEvent, type ReactNode } from 'react';
import { GAME_STATUSES } from '../../../shared/engine';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { GameIdCheck } from './GameIdCheck';
import { useStaffAction } from './useStaffAction';

const STATUS_CHOICES = [
  { value: GAME_STATUSES.running, label: '2 – running (start now)' },
  { value: GAME_STATUSES.ended, label: '3 – ended (no winner)' },
];

/** One tool on a game: the game id (checked as typed), its own field, and the answer. */
function GameForm(props: {
  title: string;
  url: string;
  children: ReactNode;
  body(): Record<string, unknown>;
}) {
  const [gameId, setGameId] = useState('');
  const action = useStaffAction<{ status: number }>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(props.url, { game_id: gameId.trim(), ...props.body() });
  };
  return (
    <form className="staff-card staff-form" onSubmit={submit}>
      <h2>{props.title}</h2>
      <GameIdCheck value={gameId} onChange={setGameId} />
      {props.children}
      <Button type="submit" busy={action.busy}>
        Apply
      </Button>
      {action.error && <p className="staff-note staff-note--error">{action.error}</p>}
      {action.result && (
        <p className="staff-note staff-note--ok">
          Done: the game now has status {action.result.status}.
        </p>
      )}
    </form>
  );
}

/** Game status and turn timer (spec §7 /modpanel/game/status and /timer). */
export function GameTools() {
  const [status, setStatus] = useState<number>(GAME_STATUSES.ended);
  const [seconds, setSeconds] = useState('300');
  return (
    <div className="staff-grid">
      <GameForm title="Game status" url="/modpanel/game/status" body={() => ({ status })}>
        <label className="field">
          <span className="field__label">New status</span>
          <select value={status} onChange={(event) => setStatus(Number(event.target.value))}>
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </GameForm>
      <GameForm
        title="Turn timer"
        url="/modpanel/game/timer"
        body={() => ({ time: seconds.trim() })}
      >
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
