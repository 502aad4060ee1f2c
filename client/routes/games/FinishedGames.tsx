import { Link } from 'react-router';
import type { FinishedGame } from '../../../shared/protocol/players';
import { PlayerLink } from '../../ui/PlayerLink';
import { signedNumber } from '../../ui/signedNumber';
import { gameTypeName, placeText, shortDate } from './gameText';
import './finishedGames.css';

/** One player's line of a finished game: place, name, and how it went. */
function Seat({ seat, rated }: { seat: FinishedGame['players'][number]; rated: boolean }) {
  const notes = [
    seat.resigned && 'resigned',
    seat.missed_turns > 0 && `missed ${seat.missed_turns}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={`finished-game__seat${seat.won ? ' finished-game__seat--won' : ''}`}>
      <span className="finished-game__place">{seat.won ? 'Won' : placeText(seat.place)}</span>
      <PlayerLink id={seat.user_id} name={seat.username} computer={seat.computer} />
      {rated && !seat.computer && (
        <span
          className={`finished-game__change${seat.rating_change < 0 ? ' finished-game__change--down' : ''}`}
        >
          {signedNumber(seat.rating_change)}
        </span>
      )}
      {notes && <span className="muted finished-game__notes">{notes}</span>}
    </li>
  );
}

/**
 * Finished games with every player's result, each linking to its final state and its replay;
 * `player` marks how the game went for that player.
 */
export function FinishedGames({ games, player }: { games: FinishedGame[]; player?: number }) {
  if (games.length === 0) return <p className="muted">No finished games.</p>;
  return (
    <ol className="finished-games" data-testid="finished-games">
      {games.map((game) => {
        const mine = game.players.find((seat) => seat.user_id === player);
        return (
          <li key={game.game_id} className="finished-game" data-game-id={game.game_id}>
            <div className="finished-game__head">
              {mine && (
                <span
                  className={`finished-game__result finished-game__result--${mine.won ? 'won' : 'lost'}`}
                >
                  {mine.won ? 'Won' : 'Lost'}
                </span>
              )}
              <Link to={`/game/${game.game_id}`} className="finished-game__title">
                #{game.game_id} · {game.map_name}
              </Link>
              <span className="muted">
                {gameTypeName(game.game_type)} · {game.rated ? 'rated' : 'unrated'}
              </span>
              <time className="muted finished-game__time" dateTime={game.ended_at}>
                {shortDate(game.ended_at)}
              </time>
              <Link to={`/game/${game.game_id}/replay`} className="finished-game__replay">
                Replay
              </Link>
            </div>
            <ol className="finished-game__seats">
              {game.players.map((seat) => (
                <Seat key={seat.user_id} seat={seat} rated={game.rated} />
              ))}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
