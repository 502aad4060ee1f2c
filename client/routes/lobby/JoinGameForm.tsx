import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { COLORS } from '../../../shared/constants';
import type { LobbyGame } from '../../../shared/protocol/lobby';
import { callRoute } from '../../net/api';
import { http as defaultHttp, type HttpClient } from '../../net/http';
import { Button } from '../../ui/Button';

export interface JoinGameFormProps {
  game: LobbyGame;
  /** After a successful join, before the player is taken to the game: the lobby refreshes. */
  onJoined(): void;
  http?: HttpClient;
}

/** The colours nobody in the game has taken yet. */
export function freeColors(game: LobbyGame): number[] {
  const taken = new Set(game.players.map((player) => player.color));
  return COLORS.map((color) => color.id).filter((id) => !taken.has(id));
}

/** Team numbers a joining player may choose, or none when teams are dealt at random (or absent). */
export function teamChoices(game: LobbyGame): number[] {
  if (game.players_per_team <= 1 || game.join_manner !== 1) return [];
  return Array.from({ length: game.num_players / game.players_per_team }, (_, index) => index + 1);
}

/**
 * Join with a colour, the password when the game has one, and a team when players choose; a
 * player who joined goes straight to the game.
 */
export function JoinGameForm({ game, onJoined, http = defaultHttp }: JoinGameFormProps) {
  const colors = freeColors(game);
  const teams = teamChoices(game);
  const [color, setColor] = useState<number>(colors[0] ?? -1);
  const [password, setPassword] = useState('');
  const [team, setTeam] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await callRoute(http, 'POST /game/:gameId/play/:action', {
      params: { gameId: game.game_id, action: 'join-game' },
      body: {
        color,
        ...(game.hasPassword ? { password } : {}),
        ...(teams.length > 0 ? { team } : {}),
      },
    });
    setBusy(false);
    setError(result.ok ? null : result.error);
    if (!result.ok) return;
    onJoined();
    void navigate(`/game/${game.game_id}`);
  }

  return (
    <form
      className="lobby-join"
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Join game #${game.game_id}`}
    >
      <label htmlFor={`${id}color`}>Colour</label>
      <select id={`${id}color`} value={color} onChange={(e) => setColor(Number(e.target.value))}>
        {colors.map((value) => (
          <option key={value} value={value}>
            {COLORS[value]!.name}
          </option>
        ))}
      </select>
      {teams.length > 0 && <label htmlFor={`${id}team`}>Team</label>}
      {teams.length > 0 && (
        <select id={`${id}team`} value={team} onChange={(e) => setTeam(Number(e.target.value))}>
          {teams.map((value) => (
            <option key={value} value={value}>
              Team {value}
            </option>
          ))}
        </select>
      )}
      {game.hasPassword && <label htmlFor={`${id}password`}>Password</label>}
      {game.hasPassword && (
        <input
          id={`${id}password`}
          type="password"
          value={password}
          autoComplete="off"
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      <Button type="submit" busy={busy} disabled={colors.length === 0}>
        Join
      </Button>
      {error && (
        <p className="lobby-join__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
