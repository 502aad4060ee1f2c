import { useState } from 'react';
import { useRouteQuery } from '../../net/query';
import { StaffUserLink } from './StaffUserLink';

/** Finds a user by name prefix or id, linking to its admin page. */
export function UserSearch() {
  const [query, setQuery] = useState('');
  const q = query.trim();
  const { data, error } = useRouteQuery('GET /api/staff/users', q ? { query: { q } } : null);
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
      {error && <p className="alert alert--error">{error.message}</p>}
      {q && data?.users.length === 0 && <p className="muted">Nobody by that name.</p>}
      <ul className="staff-reports">
        {q &&
          data?.users.map((user) => (
            <li key={user.id}>
              <StaffUserLink id={user.id} name={user.username} />{' '}
              <span className="muted">
                {user.roles.join(', ')}, rating {user.rating}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
