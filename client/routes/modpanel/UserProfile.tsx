import { useState } from 'react';
import { ROLES, type Role } from '../../../shared/protocol/account';
import { hasPermission } from '../../../shared/protocol/staff';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { Time } from '../forum/Time';
import type { ReplyOfRoute } from '../../net/api';
import { useRouteMutation } from '../../net/query';

export type StaffUserProfile = ReplyOfRoute<'GET /api/staff/users/:userId'>['user'];

/** The reads a change to a user alters: its page, its event log, the search and the audit log. */
export const USER_READS = [
  'GET /api/staff/users/:userId',
  'GET /api/staff/users/:userId/events',
  'GET /api/staff/users',
  'GET /api/staff/audit',
] as const;

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

/** The username, editable only once its checkbox is ticked (spec §2 "username-edit checkbox"). */
function UsernameEdit({ user }: { user: StaffUserProfile }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.username);
  const rename = useRouteMutation('POST /api/staff/users/:userId/username', {
    invalidates: USER_READS,
    onSuccess: () => setEditing(false),
  });
  const save = () => rename.mutate({ params: { userId: user.id }, body: { username: name } });
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
          error={rename.error?.message}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          disabled={!editing || name === user.username}
          busy={rename.isPending}
          onClick={save}
        >
          Save
        </Button>
      </div>
    </div>
  );
}

/** Roles as checkboxes; player is always kept. */
function RolesEdit({ user }: { user: StaffUserProfile }) {
  const [roles, setRoles] = useState<Role[]>(user.roles.filter(isRole));
  const setUserRoles = useRouteMutation('POST /api/admin/users/:userId/roles', {
    invalidates: USER_READS,
  });
  const toggle = (role: Role, on: boolean) =>
    setRoles(on ? [...roles, role] : roles.filter((r) => r !== role));
  const save = () => setUserRoles.mutate({ params: { userId: user.id }, body: { roles } });
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
        <Button variant="secondary" busy={setUserRoles.isPending} onClick={save}>
          Save roles
        </Button>
      </div>
      {setUserRoles.error && (
        <p className="staff-note staff-note--error">{setUserRoles.error.message}</p>
      )}
    </fieldset>
  );
}

/** Suspend until a date, ban without one, or lift what is in force. */
function SuspensionEdit({ user }: { user: StaffUserProfile }) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const params = { userId: user.id };
  const suspension = useRouteMutation('POST /api/staff/users/:userId/suspend', {
    invalidates: USER_READS,
  });
  const lifting = useRouteMutation('POST /api/staff/users/:userId/unsuspend', {
    invalidates: USER_READS,
  });
  const suspend = () =>
    suspension.mutate({
      params,
      body: { reason, ends_at: until ? new Date(until).toISOString() : '' },
    });
  const error = suspension.error ?? lifting.error;
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
          <Button
            variant="ghost"
            busy={lifting.isPending}
            onClick={() => lifting.mutate({ params })}
          >
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
        <Button variant="danger" busy={suspension.isPending} onClick={suspend}>
          {until ? 'Suspend' : 'Ban'}
        </Button>
      </div>
      {error && <p className="staff-note staff-note--error">{error.message}</p>}
    </div>
  );
}

/** The profile tab: facts, and the changes the viewer's permissions allow. */
export function UserProfile({ user }: { user: StaffUserProfile }) {
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
      {hasPermission(viewer, 'user.edit') && <UsernameEdit key={user.username} user={user} />}
      {hasPermission(viewer, 'user.roles') && <RolesEdit key={user.roles.join()} user={user} />}
      {hasPermission(viewer, 'user.ban') && <SuspensionEdit user={user} />}
    </div>
  );
}
