import { Link } from 'react-router';
import type { CurrentGame } from '../../../shared/protocol/players';
import { gameTypeName, shortDate } from './gameText';
import './finishedGames.css';

/** Games waiting for players or running, each linking to its page; `turn` marks one on turn. */
export function CurrentGames({
  games,
  empty,
  turn = 'On turn',
}: {
  games: CurrentGame[];
  empty: string;
  turn?: string;
}) {
  if (games.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="current-games" data-testid="current-games">
      {games.map((game) => (
        <li key={game.game_id} className="current-game" data-game-id={game.game_id}>
          <Link to={`/game/${game.game_id}`} className="finished-game__title">
            #{game.game_id} · {game.map_name}
          </Link>
          <span className="muted">{gameTypeName(game.game_type)}</span>
          <span className="muted">
            {game.status === 1
              ? `${game.seated} of ${game.num_players} seated`
              : `${game.num_players} players`}
          </span>
          {game.on_turn && <span className="current-game__turn">{turn}</span>}
          <time className="muted" dateTime={game.created_at}>
            since {shortDate(game.created_at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
