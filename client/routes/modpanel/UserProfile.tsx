import { useState } from 'react';
import { ROLES, type Role } from '../../../shared/protocol/account';
import { hasPermission } from '../../../shared/protocol/staff';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { Time } from '../forum/Time';
import { useStaffAction } from './useStaffAction';

export interface StaffUserProfile {
  id: number;
  username: string;
  email: string;
  roles: Role[];
  rating: number;
  tokens: number;
  created_at: string;
  last_active_at: string;
  suspension: { reason: string; ends_at: string | null } | null;
}

/** The username, editable only once its checkbox is ticked (spec §2 "username-edit checkbox"). */
function UsernameEdit({ user, onSaved }: { user: StaffUserProfile; onSaved(): void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.username);
  const action = useStaffAction();
  async function save() {
    if (await action.run(`/api/staff/users/${user.id}/username`, { username: name })) {
      setEditing(false);
      onSaved();
    }
  }
  return (
    <div className="staff-form">
      <label className="staff-check">
        <input type="checkbox" checked={editing} onChange={(e) => setEditing(e.target.checked)} />
        Edit username
      </label>
      <div className="staff-form__row">
        <FormField
          label="Username"
          name="username"
          value={name}
          disabled={!editing}
          error={action.error ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          disabled={!editing || name === user.username}
          busy={action.busy}
          onClick={() => void save()}
        >
          Save
        </Button>
      </div>
    </div>
  );
}

/** Roles as checkboxes; player is always kept. */
function RolesEdit({ user, onSaved }: { user: StaffUserProfile; onSaved(): void }) {
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const action = useStaffAction();
  const toggle = (role: Role, on: boolean) =>
    setRoles(on ? [...roles, role] : roles.filter((r) => r !== role));
  async function save() {
    if (await action.run(`/api/admin/users/${user.id}/roles`, { roles })) onSaved();
  }
  return (
    <fieldset className="staff-form staff-fieldset">
      <legend className="field__label">Roles</legend>
      <div className="staff-form__row">
        {ROLES.filter((role) => role !== 'player').map((role) => (
          <label key={role} className="staff-check">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(e) => toggle(role, e.target.checked)}
            />
            {role}
          </label>
        ))}
        <Button variant="secondary" busy={action.busy} onClick={() => void save()}>
          Save roles
        </Button>
      </div>
      {action.error && <p className="staff-note staff-note--error">{action.error}</p>}
    </fieldset>
  );
}

/** Suspend until a date, ban without one, or lift what is in force. */
function SuspensionEdit({ user, onSaved }: { user: StaffUserProfile; onSaved(): void }) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const action = useStaffAction();
  async function suspend() {
    const ends_at = until ? new Date(until).toISOString() : '';
    if (await action.run(`/api/staff/users/${user.id}/suspend`, { reason, ends_at })) onSaved();
  }
  async function lift() {
    if (await action.run(`/api/staff/users/${user.id}/unsuspend`)) onSaved();
  }
  return (
    <div className="staff-form">
      <h3>Suspension</h3>
      {user.suspension ? (
        <p className="staff-note staff-note--warn">
          {user.suspension.ends_at ? (
            <>
              Suspended until <Time iso={user.suspension.ends_at} />
            </>
          ) : (
            'Banned'
          )}
          : {user.suspension.reason}{' '}
          <Button variant="ghost" busy={action.busy} onClick={() => void lift()}>
            Lift
          </Button>
        </p>
      ) : (
        <p className="muted staff-note">Not suspended.</p>
      )}
      <div className="staff-form__row">
        <FormField
          label="Reason"
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormField
          label="Until (empty: ban)"
          name="ends_at"
          type="datetime-local"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <Button variant="danger" busy={action.busy} onClick={() => void suspend()}>
          {until ? 'Suspend' : 'Ban'}
        </Button>
      </div>
      {action.error && <p className="staff-note staff-note--error">{action.error}</p>}
    </div>
  );
}

/** The profile tab: facts, and the changes the viewer's permissions allow. */
export function UserProfile({ user, onChanged }: { user: StaffUserProfile; onChanged(): void }) {
  const { user: viewer } = useSession();
  return (
    <div className="staff-section">
      <dl className="staff-grid staff-facts">
        <div>
          <dt className="muted">E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt className="muted">Signed up</dt>
          <dd>
            <Time iso={user.created_at} />
          </dd>
        </div>
        <div>
          <dt className="muted">Last active</dt>
          <dd>
            <Time iso={user.last_active_at} />
          </dd>
        </div>
        <div>
          <dt className="muted">Rating and tokens</dt>
          <dd>
            {user.rating}, {user.tokens} tokens
          </dd>
        </div>
      </dl>
      {hasPermission(viewer, 'user.edit') && (
        <UsernameEdit key={user.username} user={user} onSaved={onChanged} />
      )}
      {hasPermission(viewer, 'user.roles') && (
        <RolesEdit key={user.roles.join()} user={user} onSaved={onChanged} />
      )}
      {hasPermission(viewer, 'user.ban') && <SuspensionEdit user={user} onSaved={onChanged} />}
    </div>
  );
}
