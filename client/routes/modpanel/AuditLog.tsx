import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../net/query';
import { Time } from '../forum/Time';
import { StaffUserLink } from './StaffUserLink';

const FILTERS = [
  { name: 'action', label: 'Action (e.g. game.status)' },
  { name: 'target_type', label: 'Target type (user, game, role…)' },
  { name: 'target_id', label: 'Target id' },
] as const;

type Filter = Record<(typeof FILTERS)[number]['name'], string>;

/** The audit log's query: the filled-in filters only. */
export function auditQuery(filter: Filter): Partial<Filter> {
  return Object.fromEntries(
    Object.entries(filter)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<Filter>;
}

const shown = (value: unknown) => (value === null ? '–' : JSON.stringify(value));

/** Every staff action, newest first: who, what, when, before and after, filterable. */
export function AuditLog() {
  const [filter, setFilter] = useState<Filter>({ action: '', target_type: '', target_id: '' });
  const [applied, setApplied] = useState(filter);
  const { data, error, isFetching } = useRouteQuery('GET /api/staff/audit', {
    query: auditQuery(applied),
  });
  return (
    <section className="staff-card" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <form
        className="staff-form__row"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(filter);
        }}
      >
        {FILTERS.map(({ name, label }) => (
          <label key={name} className="field">
            <span className="field__label">{label}</span>
            <input
              className="field__input"
              name={name}
              value={filter[name]}
              onChange={(event) => setFilter({ ...filter, [name]: event.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="btn btn--secondary">
          Filter
        </button>
      </form>
      {error && <p className="alert alert--error">{error.message}</p>}
      {isFetching && !data && <p className="muted">Loading…</p>}
      {data?.entries.length === 0 && <p className="muted">No staff action matches.</p>}
      {data && data.entries.length > 0 && (
        <div className="staff-table-wrap">
          <table className="staff-table" data-testid="audit-log">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <Time iso={entry.at} />
                  </td>
                  <td>
                    {entry.actor !== null && entry.actor_id !== null ? (
                      <StaffUserLink id={entry.actor_id} name={entry.actor} />
                    ) : (
                      '(deleted)'
                    )}
                  </td>
                  <td>
                    {entry.action} on{' '}
                    {entry.target_type === 'user' && entry.target_id ? (
                      <Link to={`/modpanel/user/${entry.target_id}`}>user #{entry.target_id}</Link>
                    ) : (
                      `${entry.target_type}${entry.target_id ? ` #${entry.target_id}` : ''}`
                    )}
                  </td>
                  <td className="staff-table__code">{shown(entry.before)}</td>
                  <td className="staff-table__code">{shown(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
