import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { hasPermission, STAFF_TEXTS, type PermissionName } from '../../../shared/protocol/staff';
import { useSession } from '../../state/session';
import { Tabs } from '../../ui/Tabs';
import { usePageTitle } from '../../ui/usePageTitle';
import { useRouteQuery } from '../../net/query';
import { PlayerLink } from '../../ui/PlayerLink';
import { UserEvents, UserGames, UserIps, UserRatings, UserSessions } from './UserInfo';
import { UserProfile } from './UserProfile';
import './staff.css';

/** /modpanel/user/{id}: one user's tabs (profile, games, ratings and tokens, event log, ips, sessions). */
export function UserAdminPage() {
  const userId = Number(useParams().userId);
  const { user: viewer } = useSession();
  const valid = Number.isInteger(userId) && userId > 0;
  const query = useRouteQuery(
    'GET /api/staff/users/:userId',
    valid ? { params: { userId } } : null,
  );
  const { data } = query;
  const error = valid ? query.error?.message : 'There is no such user.';
  const [selected, setSelected] = useState('profile');
  usePageTitle(data ? `User ${data.user.username}` : 'User');
  const tabs: { id: string; label: string; needs: PermissionName; content: ReactNode }[] = data
    ? [
        {
          id: 'profile',
          label: 'Profile',
          needs: 'user.view',
          content: <UserProfile user={data.user} />,
        },
        {
          id: 'games',
          label: 'Games',
          needs: 'user.view',
          content: <UserGames userId={userId} />,
        },
        {
          id: 'ratings',
          label: 'Ratings and tokens',
          needs: 'user.view',
          content: <UserRatings userId={userId} />,
        },
        {
          id: 'events',
          label: 'Event log',
          needs: 'user.view',
          content: <UserEvents userId={userId} />,
        },
        { id: 'ips', label: 'IPs', needs: 'user.view-ips', content: <UserIps userId={userId} /> },
        {
          id: 'sessions',
          label: 'Sessions',
          needs: 'user.view-ips',
          content: <UserSessions userId={userId} />,
        },
      ]
    : [];
  return (
    <div className="staff-page">
      <p className="muted">
        <Link to="/modpanel">Moderator panel</Link> › User
      </p>
      <h1>
        {data ? (
          <>
            <PlayerLink id={data.user.id} name={data.user.username} /> (#{data.user.id})
          </>
        ) : (
          'User'
        )}
      </h1>
      {data && <p className="muted">{data.user.roles.join(', ')}</p>}
      {error && <p className="alert alert--error">{STAFF_TEXTS.userInfoFailed(error)}</p>}
      {!data && !error && <p className="muted">Loading…</p>}
      {data && (
        <Tabs
          label="User"
          tabs={tabs.filter((tab) => hasPermission(viewer, tab.needs))}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
