import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../net/useApi';

interface FoundUser {
  id: number;
  username: string;
  roles: string[];
  rating: number;
}

/** Finds a user by name prefix or id, linking to its admin page. */
export function UserSearch() {
  const [query, setQuery] = useState('');
  const url = query.trim() ? `/api/staff/users?q=${encodeURIComponent(query.trim())}` : null;
  const { data, error } = useApi<{ users: FoundUser[] }>(url);
  return (
    <section className="staff-card" aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <label className="field">
        <span className="field__label">Name or id</span>
        <input
          className="field__input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {error && <p className="alert alert--error">{error}</p>}
      {url && data?.users.length === 0 && <p className="muted">Nobody by that name.</p>}
      <ul className="staff-reports">
        {url &&
          data?.users.map((user) => (
            <li key={user.id}>
              <Link to={`/modpanel/user/${user.id}`}>{user.username}</Link>{' '}
              <span className="muted">
                #{user.id}, {user.roles.join(', ')}, rating {user.rating}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
