import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffReport } from '../../../shared/protocol/staff';
import { Button } from '../../ui/Button';
import { Time } from '../forum/Time';
import { useApi } from '../../net/useApi';
import { useStaffAction } from './useStaffAction';

const SOURCE_LABELS = { game: 'Game report', support: 'Support request', forum: 'Forum post' };

function ReportRow({ report, onChanged }: { report: StaffReport; onChanged(): void }) {
  const [note, setNote] = useState('');
  const action = useStaffAction();
  const act = async (what: 'claim' | 'resolve') => {
    const done = await action.run(`/api/staff/reports/${report.source}/${report.id}/${what}`, {
      note,
    });
    if (done) onChanged();
  };
  return (
    <tr>
      <td>
        {SOURCE_LABELS[report.source]}
        <br />
        <Time iso={report.created_at} />
      </td>
      <td>
        <strong>{report.reporter}</strong> →{' '}
        {report.link ? <Link to={report.link}>{report.subject || 'open'}</Link> : report.subject}
        <br />
        {report.detail}
      </td>
      <td>
        {report.status === 'resolved' ? (
          <>
            Resolved by {report.resolved_by}
            {report.note && <p className="staff-note">{report.note}</p>}
          </>
        ) : (
          <div className="staff-form">
            {report.claimed_by && <span className="muted">Claimed by {report.claimed_by}</span>}
            <label className="visually-hidden" htmlFor={`note-${report.source}-${report.id}`}>
              Note
            </label>
            <textarea
              id={`note-${report.source}-${report.id}`}
              placeholder="Note (what was done)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="staff-form__row">
              <Button variant="ghost" busy={action.busy} onClick={() => void act('claim')}>
                Claim
              </Button>
              <Button busy={action.busy} onClick={() => void act('resolve')}>
                Resolve
              </Button>
            </div>
            {action.error && <p className="staff-note staff-note--error">{action.error}</p>}
          </div>
        )}
      </td>
    </tr>
  );
}

/** The moderators' queue: game reports, support requests and forum reports, open or resolved. */
export function ReportsQueue() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const { data, error, loading, reload } = useApi<{ reports: StaffReport[] }>(
    `/api/staff/reports?status=${status}`,
  );
  return (
    <section className="staff-card" aria-labelledby="reports-title">
      <div className="staff-form__row">
        <h2 id="reports-title">Reports and support requests</h2>
        <div className="permission-choice" role="group" aria-label="Show">
          {(['open', 'resolved'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={status === option}
              onClick={() => setStatus(option)}
            >
              {option === 'open' ? 'Open' : 'Resolved'}
            </button>
          ))}
        </div>
      </div>
      {error && <p className="alert alert--error">{error}</p>}
      {loading && !data && <p className="muted">Loading…</p>}
      {data?.reports.length === 0 && <p className="muted">The queue is empty.</p>}
      {data && data.reports.length > 0 && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th>What</th>
                <th>Who and why</th>
                <th>Handling</th>
              </tr>
            </thead>
            <tbody>
              {data.reports.map((report) => (
                <ReportRow
                  key={`${report.source}-${report.id}`}
                  report={report}
                  onChanged={reload}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
