import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission, isStaff, type PermissionName } from '../../../shared/protocol/staff';
import { useSession } from '../../state/session';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuditLog } from './AuditLog';
import { GameTools } from './GameTools';
import { ReportsQueue } from './ReportsQueue';
import { StatsChart } from './StatsChart';
import { ProcessList, SendEmail, SendPush, ValidateModel } from './SystemTools';
import { UserSearch } from './UserSearch';
import './staff.css';

/** The panel's tabs and the permission each needs (the server checks again). */
const PANEL_TABS: {
  id: string;
  label: string;
  needs: PermissionName[];
  content: () => TabItem['content'];
}[] = [
  { id: 'reports', label: 'Reports', needs: ['reports.handle'], content: () => <ReportsQueue /> },
  { id: 'stats', label: 'Stats', needs: ['system.stats'], content: () => <StatsChart /> },
  {
    id: 'games',
    label: 'Games',
    needs: ['game.set-status', 'game.set-timer'],
    content: () => <GameTools />,
  },
  { id: 'users', label: 'Users', needs: ['user.view'], content: () => <UserSearch /> },
  {
    id: 'system',
    label: 'System',
    needs: ['system.processlist', 'system.validate-model', 'system.send-email', 'system.send-push'],
    content: () => <SystemTab />,
  },
  { id: 'audit', label: 'Audit log', needs: ['system.audit-log'], content: () => <AuditLog /> },
];

function SystemTab() {
  const { user } = useSession();
  return (
    <div className="staff-section">
      {hasPermission(user, 'system.processlist') && <ProcessList />}
      <div className="staff-grid">
        {hasPermission(user, 'system.validate-model') && <ValidateModel />}
        {hasPermission(user, 'system.send-email') && <SendEmail />}
        {hasPermission(user, 'system.send-push') && <SendPush />}
      </div>
    </div>
  );
}

/** /modpanel: the moderator panel, one tab per tool the user may use. */
export function ModPanelPage() {
  usePageTitle('Moderator panel');
  const { user, status } = useSession();
  const tabs = PANEL_TABS.filter((tab) => tab.needs.some((name) => hasPermission(user, name)));
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  if (status === 'loading') return <p className="muted">Loading…</p>;
  if (!isStaff(user))
    return (
      <div className="staff-page">
        <h1>Moderator panel</h1>
        <p className="alert alert--error">You do not have permission to do that.</p>
      </div>
    );
  return (
    <div className="staff-page">
      <h1>Moderator panel</h1>
      <p className="button-row">
        {hasPermission(user, 'system.permissions') && (
          <Link to="/admin/permissions">Role settings</Link>
        )}
        {hasPermission(user, 'debug.hack') && <Link to="/admin/hack">Hack panel</Link>}
      </p>
      {tabs.length > 0 && (
        <Tabs
          label="Moderator tools"
          tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: tab.content() }))}
          selected={selected || tabs[0]!.id}
          onSelect={setSelected}
        />
      )}
    </div>
  );
}
