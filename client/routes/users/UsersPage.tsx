import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { USER_SORTS, type UserListQuery, type UserSort } from '../../../shared/protocol/userList';
import { useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { UsernameInput } from '../../ui/UsernameInput';
import { usePageTitle } from '../../ui/usePageTitle';
import { useInvite, type InviteState } from './useInvite';
import './users.css';

const SORT_LABELS: Record<UserSort, string> = {
  last_active: 'Last active',
  username: 'Username',
  rating: 'Rating',
};

/** The invite link of one user: sent, or an error icon whose tooltip holds the server's message. */
function InviteButton({
  state,
  onInvite,
  username,
}: {
  state: InviteState | undefined;
  onInvite(): void;
  username: string;
}) {
  if (state?.status === 'sent')
    return <span className="users-invite users-invite--sent">Invited ✓</span>;
  return (
    <span className="users-invite">
      <Button
        variant="secondary"
        busy={state?.status === 'sending'}
        onClick={onInvite}
        aria-label={`Invite ${username}`}
      >
        Invite
      </Button>
      {state?.status === 'failed' && (
        <span
          className="users-invite__error"
          role="img"
          title={state.error}
          aria-label={`Invite failed: ${state.error}`}
          tabIndex={0}
        >
          ⚠
        </span>
      )}
    </span>
  );
}

function useUserList(search: URLSearchParams) {
  const query: Record<string, string> = {};
  for (const key of ['online', 'sort', 'dir']) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  // The page's own address is the query: the server refuses a value it does not know.
  const { data, error } = useRouteQuery('GET /api/users', { query: query as UserListQuery });
  return { list: data ?? null, error: error ? error.message : null };
}

interface InvitePanelProps {
  gameId: number;
  states: Record<string, InviteState>;
  invite(username: string): Promise<void>;
}

/** Inviting by name, with the username typeahead. */
function InvitePanel({ gameId, states, invite }: InvitePanelProps) {
  const [name, setName] = useState('');
  const username = name.trim();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (username) void invite(username);
  }
  return (
    <div className="card users-page__inviting">
      <p>
        Inviting to <Link to={`/game/${gameId}`}>game #{gameId}</Link>.
      </p>
      <form className="users-page__invite-form" onSubmit={onSubmit}>
        <label htmlFor="invite-name">Username</label>
        <UsernameInput
          id="invite-name"
          value={name}
          onValueChange={setName}
          className="field__input"
        />
        <InviteButton
          state={states[username]}
          onInvite={() => void invite(username)}
          username={username}
        />
      </form>
    </div>
  );
}

interface ControlsProps {
  search: URLSearchParams;
  setParam(changes: Record<string, string | null>): void;
}

/** Online only, sort key and direction, kept in the page's query. */
function UserListControls({ search, setParam }: ControlsProps) {
  const sort = (search.get('sort') as UserSort | null) ?? 'last_active';
  const dir = search.get('dir') === 'asc' ? 'asc' : 'desc';
  return (
    <div className="users-page__controls">
      <label>
        <input
          type="checkbox"
          checked={search.get('online') === '1'}
          onChange={(event) => setParam({ online: event.target.checked ? '1' : null })}
        />{' '}
        Online only
      </label>
      <span className="users-page__sort">
        <label htmlFor="users-sort">Sort by</label>
        <select
          id="users-sort"
          value={sort}
          onChange={(event) => setParam({ sort: event.target.value })}
        >
          {USER_SORTS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </span>
      <Button variant="ghost" onClick={() => setParam({ dir: dir === 'asc' ? 'desc' : 'asc' })}>
        {dir === 'asc' ? 'Ascending ↑' : 'Descending ↓'}
      </Button>
    </div>
  );
}

/** The user list (query online=1, sort, dir, invite={gameID}): invite links when inviting to a game. */
export function UsersPage() {
  usePageTitle('Users');
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const { list, error } = useUserList(search);
  const inviteTo = /^\d+$/.test(search.get('invite') ?? '') ? Number(search.get('invite')) : null;
  const { states, invite } = useInvite(user ? inviteTo : null);

  function setParam(changes: Record<string, string | null>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  }

  return (
    <section className="users-page">
      <h1>Users</h1>
      {inviteTo !== null && user && (
        <InvitePanel gameId={inviteTo} states={states} invite={invite} />
      )}
      <UserListControls search={search} setParam={setParam} />
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <ul className="users-list">
        {list?.users.map((entry) => (
          <li key={entry.id} className="users-list__row">
            <span
              className={`users-list__dot${entry.online ? ' users-list__dot--online' : ''}`}
              aria-label={entry.online ? 'Online' : 'Offline'}
              role="img"
            />
            <span className="users-list__name">
              <PlayerLink id={entry.id} name={entry.username} />
            </span>
            <span className="muted">{entry.rating}</span>
            <time className="muted" dateTime={entry.last_active}>
              {new Date(entry.last_active).toLocaleString()}
            </time>
            {inviteTo !== null && user && entry.id !== user.id && (
              <InviteButton
                state={states[entry.username]}
                onInvite={() => void invite(entry.username)}
                username={entry.username}
              />
            )}
          </li>
        ))}
      </ul>
      {list?.users.length === 0 && <p className="muted">Nobody here right now.</p>}
    </section>
  );
}
