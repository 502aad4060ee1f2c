import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COLORS } from '../../../../shared/constants';
import { JOIN_MANNERS, teamCount } from '../../../../shared/engine';
import { MAP_STATUSES } from '../../../../shared/maps/types';
import { useSession } from '../../../state/session';
import { Button } from '../../../ui/Button';
import { usePlay } from '../PlayContext';
import { useGameView, useSend } from '../useTurn';

export const BETA_CONFIRM_TEXT = 'This game contains beta settings. Are you sure you want to join?';

/** Joining a game without a seat: colour, team when players choose, password, beta prompt. */
export function JoinTab() {
  const { hasPassword, map } = usePlay();
  const { user } = useSession();
  const s = useGameView();
  const ids = { color: useId(), team: useId(), password: useId() };
  const taken = new Set(s.players.map((p) => p.color));
  const free = COLORS.filter((c) => c.id !== 0 && !taken.has(c.id));
  const [color, setColor] = useState<number | ''>('');
  const [team, setTeam] = useState(1);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal shows next to the form with the server's own words (spec §8), not only as a toast.
  const { send, busy } = useSend(setError);
  // An invitation's link (`?join=1`) opens here: the colour to pick has the focus.
  const [params] = useSearchParams();
  const colorSelect = useRef<HTMLSelectElement>(null);
  const invited = params.get('join') === '1';
  useEffect(() => {
    if (invited) colorSelect.current?.focus();
  }, [invited]);
  const options = s.options;
  const teams = options.join_manner === JOIN_MANNERS.chooseTeam ? teamCount(options) : 0;
  if (!user) {
    return (
      <p className="join__guest">
        You are watching. <Link to="/login">Log in</Link> or <Link to="/register">register</Link> to
        join a game.
      </p>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (color === '') return setError('No color.');
    if (map.status === MAP_STATUSES.beta && !window.confirm(BETA_CONFIRM_TEXT)) return;
    setError(null);
    await send('join-game', {
      color,
      ...(teams > 0 ? { team } : {}),
      ...(hasPassword ? { password } : {}),
    });
  };
  return (
    <form className="join" onSubmit={(e) => void submit(e)} aria-label="Join this game">
      <p>
        {s.players.length} of {options.num_players} seats taken. Pick a colour to join.
      </p>
      <label htmlFor={ids.color}>Colour</label>
      <select
        ref={colorSelect}
        id={ids.color}
        value={color}
        onChange={(e) => setColor(e.target.value === '' ? '' : Number(e.target.value))}
        required
      >
        <option value="">Choose…</option>
        {free.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {teams > 0 && (
        <>
          <label htmlFor={ids.team}>Team</label>
          <select id={ids.team} value={team} onChange={(e) => setTeam(Number(e.target.value))}>
            {Array.from({ length: teams }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                Team {i + 1}
              </option>
            ))}
          </select>
        </>
      )}
      {hasPassword && (
        <>
          <label htmlFor={ids.password}>Password</label>
          <input
            id={ids.password}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <Button type="submit" busy={busy}>
        Join game
      </Button>
    </form>
  );
}
