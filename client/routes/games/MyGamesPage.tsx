import { Link } from 'react-router';
import { useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { usePageTitle } from '../../ui/usePageTitle';
import { CurrentGames } from './CurrentGames';
import { FinishedGames } from './FinishedGames';
import './games.css';

/** "My games": the signed-in player's running and waiting games, and the newest finished ones. */
export function MyGamesPage() {
  usePageTitle('My games');
  const { user, status } = useSession();
  const { data, error } = useRouteQuery('GET /api/my-games', user ? {} : null);
  if (status === 'loading') return null;
  if (!user) {
    return (
      <section className="games-page">
        <h1>My games</h1>
        <p>
          <Link to="/login" state={{ from: '/my-games' }}>
            Log in
          </Link>{' '}
          to see your games.
        </p>
      </section>
    );
  }
  return (
    <section className="games-page">
      <h1>My games</h1>
      <p className="home-page__links">
        <Link to={`/users/${user.id}`}>My profile</Link>
        <Link to={`/games/archive?player=${user.id}`}>All my finished games</Link>
        <Link to="/games/archive">Archive of every game</Link>
        <Link to="/ladders">Ladders</Link>
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error.message}
        </p>
      )}
      {!data && !error && <p className="muted">Loading…</p>}
      {data && (
        <div className="games-page__columns">
          <div>
            <h2>Running ({data.running.length})</h2>
            <CurrentGames games={data.running} empty="No running games." turn="Your turn" />
            <h2>Waiting for players ({data.waiting.length})</h2>
            <CurrentGames
              games={data.waiting}
              empty="No games waiting for players."
              turn="Your turn"
            />
          </div>
          <div>
            <h2>Finished</h2>
            <FinishedGames games={data.finished.games} player={user.id} />
            {data.finished.next && (
              <p>
                <Link to={`/games/archive?player=${user.id}&after=${data.finished.next}`}>
                  Older games →
                </Link>
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
