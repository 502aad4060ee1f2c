import { Link } from 'react-router';
import './playerLink.css';

/**
 * A player's name wherever the site shows one (lobby, player list, log, chat, forum, messages,
 * user list, staff pages): a link to the profile at /users/{id}, marked when a computer plays it.
 */
export function PlayerLink({
  id,
  name,
  computer = false,
  className,
}: {
  id: number;
  name: string;
  computer?: boolean;
  className?: string;
}) {
  return (
    <Link to={`/users/${id}`} className={['player-link', className].filter(Boolean).join(' ')}>
      {name}
      {computer && (
        <span className="player-link__computer" title="A computer player">
          bot
        </span>
      )}
    </Link>
  );
}
