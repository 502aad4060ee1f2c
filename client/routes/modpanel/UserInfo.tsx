import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_TEXTS } from '../../../shared/protocol/staff';
import { useRouteQuery } from '../../net/query';
import { DateInput } from '../../ui/DateInput';
import { Time } from '../forum/Time';
import { StaffUserLink } from './StaffUserLink';

/** Loading, the spec's failure text, or the content. */
function Loaded<T>({
  state,
  children,
}: {
  state: { data: T | undefined; error: Error | null };
  children(data: T): ReactNode;
}) {
  if (state.error)
    return <p className="alert alert--error">{STAFF_TEXTS.userInfoFailed(state.error.message)}</p>;
  if (!state.data) return <p className="muted">Loading…</p>;
  return <>{children(state.data)}</>;
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const STATUS = ['', 'pre-game', 'running', 'ended'];

/** The event log's kinds (server/db/staffTables.ts userEvents), as a moderator reads them. */
const EVENT_LABELS: Record<string, string> = {
  signup: 'Signed up',
  balance: 'Rating or tokens',
  rename: 'Renamed',
  roles: 'Roles changed',
};

/** The user's games, optionally only those shared with another user. */
export function UserGames({ userId }: { userId: number }) {
  const [withId, setWithId] = useState('');
  const other = withId.trim();
  const state = useRouteQuery('GET /modpanel/user/:userId/ajax/games', {
    params: { userId },
    query: /^[1-9]\d{0,9}$/.test(other) ? { with: other } : {},
  });
  return (
    <div className="staff-section">
      <label className="field">
        <span className="field__label">Only games with user id</span>
        <input
          className="field__input"
          inputMode="numeric"
          value={withId}
          onChange={(e) => setWithId(e.target.value)}
        />
      </label>
      <Loaded state={state}>
        {({ games }) =>
          games.length === 0 ? (
            <p className="muted">No games.</p>
          ) : (
            <Table head={['Game', 'Status', 'Map', 'Players']}>
              {games.map((game) => (
                <tr key={game.game_id}>
                  <td>
                    <Link to={`/game/${game.game_id}`}>#{game.game_id}</Link>
                  </td>
                  <td>
                    {STATUS[game.status]}
                    {game.won && ' (won)'}
                  </td>
                  <td>{game.map}</td>
                  <td>
                    {game.players.map((name, index) => (
                      <span key={index}>
                        {index > 0 && ', '}
                        <StaffUserLink id={game.player_ids[index]!} name={name} />
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </Loaded>
    </div>
  );
}

/** The rows on or after `since` ('YYYY-MM-DD', by the UTC date of each row; '' keeps all). */
export function eventsSince<Row extends { at: string }>(
  rows: readonly Row[],
  since: string,
): Row[] {
  return since ? rows.filter((row) => row.at.slice(0, 10) >= since) : [...rows];
}

/** The event log, with the filter for rows that changed rating or tokens and a date to start from. */
export function UserEvents({ userId, balanceOnly }: { userId: number; balanceOnly?: boolean }) {
  const [onlyBalance, setOnlyBalance] = useState(balanceOnly ?? false);
  const [since, setSince] = useState('');
  const state = useRouteQuery('GET /api/staff/users/:userId/events', {
    params: { userId },
    query: { balance: onlyBalance ? '1' : '0' },
  });
  const change = (before: number | null, after: number | null) =>
    before === after || after === null
      ? ''
      : before === null
        ? String(after)
        : `${before} → ${after}`;
  return (
    <div className="staff-section">
      {balanceOnly === undefined && (
        <label className="staff-check">
          <input
            type="checkbox"
            checked={onlyBalance}
            onChange={(e) => setOnlyBalance(e.target.checked)}
          />
          Only rows with rating or token changes
        </label>
      )}
      <DateInput label="Since" value={since} onChange={setSince} />
      <Loaded state={state}>
        {({ events }) => (
          <Table head={['When', 'Event', 'Rating', 'Tokens', 'Detail']}>
            {eventsSince(events, since).map((event) => (
              <tr key={event.id}>
                <td>
                  <Time iso={event.at} />
                </td>
                <td>{EVENT_LABELS[event.kind] ?? event.kind}</td>
                <td>{change(event.rating_before, event.rating_after)}</td>
                <td>{change(event.tokens_before, event.tokens_after)}</td>
                <td>{event.detail}</td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </div>
  );
}

/** Standings, then the rating and token changes. */
export function UserRatings({ userId }: { userId: number }) {
  const state = useRouteQuery('GET /modpanel/user/:userId/ajax/standings', {
    params: { userId },
  });
  return (
    <div className="staff-section">
      <Loaded state={state}>
        {({ standings }) => (
          <p>
            Rating <strong>{standings.rating}</strong> (rank {standings.rank} of {standings.players}
            ), <strong>{standings.tokens}</strong> tokens, {standings.played} finished games,{' '}
            {standings.won} won.
          </p>
        )}
      </Loaded>
      <UserEvents userId={userId} balanceOnly />
    </div>
  );
}

/** The addresses the user came from, with the other accounts seen there. */
export function UserIps({ userId }: { userId: number }) {
  const state = useRouteQuery('GET /modpanel/user/:userId/ajax/ips', { params: { userId } });
  return (
    <Loaded state={state}>
      {({ ips }) =>
        ips.length === 0 ? (
          <p className="muted">No address recorded.</p>
        ) : (
          <Table head={['IP', 'Sessions', 'Last seen', 'Other accounts']}>
            {ips.map((row) => (
              <tr key={row.ip}>
                <td>{row.ip}</td>
                <td>{row.sessions}</td>
                <td>
                  <Time iso={row.last_seen} />
                </td>
                <td>
                  {row.other_users.map((other, index) => (
                    <span key={other.id}>
                      {index > 0 && ', '}
                      <StaffUserLink id={other.id} name={other.username} />
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </Table>
        )
      }
    </Loaded>
  );
}

/** The account's live sessions. */
export function UserSessions({ userId }: { userId: number }) {
  const state = useRouteQuery('GET /api/staff/users/:userId/sessions', { params: { userId } });
  return (
    <Loaded state={state}>
      {({ sessions }) =>
        sessions.length === 0 ? (
          <p className="muted">No session.</p>
        ) : (
          <Table head={['Signed in', 'Expires', 'IP', 'Browser']}>
            {sessions.map((session) => (
              <tr key={session.created_at + session.ip}>
                <td>
                  <Time iso={session.created_at} />
                </td>
                <td>
                  <Time iso={session.expires_at} />
                </td>
                <td>{session.ip}</td>
                <td className="staff-table__code">{session.user_agent}</td>
              </tr>
            ))}
          </Table>
        )
      }
    </Loaded>
  );
}
