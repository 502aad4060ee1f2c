import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { PlayerProfile } from '../../../shared/protocol/players';
import { useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { CurrentGames } from '../games/CurrentGames';
import { FinishedGames } from '../games/FinishedGames';
import { gameTypeName, percent, shortDate } from '../games/gameText';
import './profile.css';

// uPlot comes with the chart, in a chunk of its own fetched only when there is a history to draw.
const RatingChart = lazy(async () => ({ default: (await import('./RatingChart')).RatingChart }));

function Stat({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="profile__stat">
      <dt>{label}</dt>
      <dd>
        {value}
        {note && <span className="muted profile__stat-note"> {note}</span>}
      </dd>
    </div>
  );
}

/** A record table (by map, by game type): played, won, win rate. */
function Records({
  title,
  rows,
}: {
  title: string;
  rows: { key: number; name: string; played: number; won: number; win_rate: number }[];
}) {
  return (
    <section className="card profile__card">
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">No games yet.</p>
      ) : (
        <table className="profile__table">
          <thead>
            <tr>
              <th scope="col">
                {title.replace('Win rate by ', '').replace(/^./, (c) => c.toUpperCase())}
              </th>
              <th scope="col">Played</th>
              <th scope="col">Won</th>
              <th scope="col">Win rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.name}</td>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>
                  <span className="profile__rate" style={{ '--rate': row.win_rate } as never}>
                    {percent(row.win_rate)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Summary({ profile }: { profile: PlayerProfile }) {
  const { totals, user } = profile;
  return (
    <dl className="profile__stats" data-testid="profile-stats">
      <Stat label="Rating" value={user.rating} />
      <Stat
        label="Rank"
        value={profile.rank === null ? '—' : `#${profile.rank}`}
        note={
          profile.rank === null
            ? user.computer
              ? 'computers are not ranked'
              : 'not in the ladder'
            : `of ${profile.ranked_players}`
        }
      />
      <Stat label="Played" value={totals.played} note={`${totals.rated_played} rated`} />
      <Stat label="Won" value={totals.won} note={percent(totals.win_rate)} />
      <Stat label="Resigned" value={totals.resigned} />
      <Stat
        label="Missed"
        value={totals.missed}
        note={`${totals.missed_turns} ${totals.missed_turns === 1 ? 'turn' : 'turns'}`}
      />
    </dl>
  );
}

function Profile({ profile }: { profile: PlayerProfile }) {
  const { user } = profile;
  const { user: viewer } = useSession();
  const mine = viewer?.id === user.id;
  return (
    <>
      <header className="profile__head">
        <h1>
          {user.username}
          {user.computer && (
            <span className="profile__computer" title="A computer player">
              Computer player
            </span>
          )}
        </h1>
        <p className="muted">
          Joined {shortDate(user.joined_at)} · last seen {shortDate(user.last_active_at)}
        </p>
        <p className="home-page__links profile__links">
          <Link to={`/games/archive?player=${user.id}&pname=${encodeURIComponent(user.username)}`}>
            All finished games
          </Link>
          <Link to="/ladders">Ladders</Link>
          {mine && <Link to="/my-games">My games</Link>}
        </p>
      </header>
      <Summary profile={profile} />
      <div className="profile__grid">
        <section className="card profile__card profile__card--wide">
          <h2>Rating history</h2>
          {profile.rating_history.length < 2 ? (
            <p className="muted">Not enough rated games for a chart yet.</p>
          ) : (
            <Suspense fallback={<div className="profile__chart" />}>
              <RatingChart history={profile.rating_history} />
            </Suspense>
          )}
        </section>
        <Records
          title="Win rate by game type"
          rows={profile.by_game_type.map((row) => ({
            ...row,
            key: row.game_type,
            name: gameTypeName(row.game_type),
          }))}
        />
        <Records
          title="Win rate by map"
          rows={profile.by_map.map((row) => ({ ...row, key: row.map_id, name: row.map_name }))}
        />
        <section className="card profile__card">
          <h2>Favourite opponents</h2>
          {profile.opponents.length === 0 ? (
            <p className="muted">No opponents yet.</p>
          ) : (
            <table className="profile__table" data-testid="profile-opponents">
              <thead>
                <tr>
                  <th scope="col">Opponent</th>
                  <th scope="col">Games</th>
                  <th scope="col">Won</th>
                </tr>
              </thead>
              <tbody>
                {profile.opponents.map((opponent) => (
                  <tr key={opponent.user_id}>
                    <td>
                      <PlayerLink
                        id={opponent.user_id}
                        name={opponent.username}
                        computer={opponent.computer}
                      />
                    </td>
                    <td>{opponent.games}</td>
                    <td>{opponent.won}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="card profile__card">
          <h2>Forum</h2>
          <p>
            {profile.forum.posts} {profile.forum.posts === 1 ? 'post' : 'posts'}
          </p>
          {profile.forum.recent.length > 0 && (
            <ul className="profile__posts">
              {profile.forum.recent.map((post) => (
                <li key={post.post_id}>
                  <Link
                    to={`/forum/topic/${post.topic_id}?post=${post.post_id}#post-${post.post_id}`}
                  >
                    {post.topic_title}
                  </Link>{' '}
                  <time className="muted" dateTime={post.created_at}>
                    {shortDate(post.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card profile__card profile__card--wide">
          <h2>Current games</h2>
          <CurrentGames games={profile.current_games} empty="Not in a game right now." />
        </section>
        <section className="card profile__card profile__card--wide">
          <h2>Recent finished games</h2>
          <FinishedGames games={profile.recent_games} player={user.id} />
        </section>
      </div>
    </>
  );
}

/** A player's public profile at /users/{id}. */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const { data, error } = useRouteQuery('GET /api/users/:userId/profile', {
    params: { userId },
  });
  usePageTitle(data?.user.username ?? 'Player');
  return (
    <section className="profile-page">
      {error && (
        <p className="alert alert--error" role="alert">
          {error.message}
        </p>
      )}
      {!data && !error && <p className="muted">Loading…</p>}
      {data && <Profile profile={data} />}
    </section>
  );
}
