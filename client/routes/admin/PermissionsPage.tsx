import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ROLES, type Role } from '../../../shared/protocol/account';
import type {
  LimitRow,
  PermissionRow,
  PermissionValue,
  RoleSettingsResponse,
} from '../../../shared/protocol/staff';
import { queryClient, useRouteMutation, useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { usePageTitle } from '../../ui/usePageTitle';
import { useToasts } from '../../ui/Toasts';
import '../modpanel/staff.css';

const CHOICES: { value: PermissionValue; label: string; title: string }[] = [
  { value: 1, label: '+', title: 'Grant' },
  { value: 0, label: '○', title: 'No change' },
  { value: -1, label: '−', title: 'Revoke' },
];

const CHOICE_CLASSES: Record<PermissionValue, string | undefined> = {
  1: 'permission-choice__grant',
  0: undefined,
  [-1]: 'permission-choice__revoke',
};

function PermissionChoice(props: {
  row: PermissionRow;
  role: Role;
  onChange(value: PermissionValue): void;
}) {
  const { row, role } = props;
  return (
    <div className="permission-choice" role="group" aria-label={`${row.name} for ${role}`}>
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          title={choice.title}
          aria-label={choice.title}
          aria-pressed={row.values[role] === choice.value}
          className={CHOICE_CLASSES[choice.value]}
          onClick={() => props.onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

function LimitEditor({ limit, onSave }: { limit: LimitRow; onSave(limit: LimitRow): void }) {
  const [draft, setDraft] = useState(limit);
  useEffect(() => setDraft(limit), [limit]);
  const changed = JSON.stringify(draft) !== JSON.stringify(limit);
  return (
    <tr>
      <td>{limit.name}</td>
      <td>{limit.role}</td>
      <td>
        <input
          type="checkbox"
          aria-label="Active"
          checked={draft.active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label="Infinity"
          checked={draft.infinity}
          onChange={(e) => setDraft({ ...draft, infinity: e.target.checked })}
        />
      </td>
      <td>
        <input
          className="field__input"
          aria-label="Number"
          inputMode="numeric"
          disabled={draft.infinity}
          value={draft.number}
          onChange={(e) =>
            setDraft({ ...draft, number: Number(e.target.value.replace(/\D/g, '')) })
          }
        />
      </td>
      <td>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!changed}
          onClick={() => onSave(draft)}
        >
          Save
        </button>
      </td>
    </tr>
  );
}

/** /admin/permissions: each role's grant, revoke or no change per permission, and its limits. */
export function PermissionsPage() {
  usePageTitle('Role settings');
  const { refresh } = useSession();
  const { show } = useToasts();
  const loaded = useRouteQuery('GET /api/staff/permissions', {});
  const current = loaded.data;
  // Each change answers the whole page: it becomes the page's read, and the viewer's own
  // permissions may have changed with it.
  const saved = {
    onSuccess: async (settings: RoleSettingsResponse) => {
      queryClient.setQueryData(['GET /api/staff/permissions', {}], settings);
      await refresh();
    },
    invalidates: ['GET /api/staff/audit'] as const,
  };
  const setPermission = useRouteMutation('POST /api/staff/permissions', saved);
  const setLimit = useRouteMutation('POST /api/staff/limits', saved);
  const toastFailure = { onError: (error: Error) => show(error.message, 'error') };

  return (
    <div className="staff-page">
      <p className="muted">
        <Link to="/modpanel">Moderator panel</Link> › Role settings
      </p>
      <h1>Role settings</h1>
      <p className="muted">
        Each role starts from the one below it (player, moderator, admin), then its own grants (+)
        and revocations (−) apply. Changes take effect on the next request.
      </p>
      {loaded.error && <p className="alert alert--error">{loaded.error.message}</p>}
      {!current && !loaded.error && <p className="muted">Loading…</p>}
      {current && (
        <div className="staff-section">
          <div className="staff-card staff-table-wrap">
            <table className="staff-table permission-table" data-testid="permissions">
              <thead>
                <tr>
                  <th>Permission</th>
                  {ROLES.map((role) => (
                    <th key={role}>{role}</th>
                  ))}
                </tr>
              </thead>
              {current.groups.map((group) => (
                <tbody key={group.group}>
                  <tr>
                    <th colSpan={ROLES.length + 1} className="permission-table__group">
                      {group.group}
                    </th>
                  </tr>
                  {group.permissions.map((row) => (
                    <tr key={row.name}>
                      <td>{row.name}</td>
                      {ROLES.map((role) => (
                        <td key={role} data-role={role}>
                          <PermissionChoice
                            row={row}
                            role={role}
                            onChange={(value) =>
                              setPermission.mutate(
                                { body: { role, permission: row.name, value } },
                                toastFailure,
                              )
                            }
                          />
                          <span className="permission-effective">
                            {row.effective[role] ? 'has it' : 'has not'}
                          </span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <div className="staff-card staff-table-wrap">
            <h2>Limits</h2>
            <table className="staff-table" data-testid="limits">
              <thead>
                <tr>
                  <th>Limit</th>
                  <th>Role</th>
                  <th>Active</th>
                  <th>Infinity</th>
                  <th>Number</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {current.limits.map((limit) => (
                  <LimitEditor
                    key={`${limit.name}-${limit.role}`}
                    limit={limit}
                    onSave={(draft) => setLimit.mutate({ body: draft }, toastFailure)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
