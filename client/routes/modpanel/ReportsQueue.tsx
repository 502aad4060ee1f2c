import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffReport } from '../../../shared/protocol/staff';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { Time } from '../forum/Time';

const SOURCE_LABELS = { game: 'Game report', support: 'Support request', forum: 'Forum post' };

/** What a report's link opens, beside the reported player. */
const LINK_LABELS = { game: 'in the game', support: 'the game', forum: 'the post' };

/** Where the reported thing is, when it is on this site. */
function ReportLink({ report, label }: { report: StaffReport; label: string }) {
  return report.link ? <Link to={report.link}>{label}</Link> : <>{label}</>;
}

/** The moderator who claimed or resolved a report (a name without an id: an account gone). */
function Staffer({ id, name }: { id: number | null; name: string | null }) {
  return id !== null && name !== null ? <PlayerLink id={id} name={name} /> : <>{name}</>;
}

/** A claim or a resolution changes the queue and the audit log. */
const REPORT_READS = ['GET /api/staff/reports', 'GET /api/staff/audit'] as const;

function ReportRow({ report }: { report: StaffReport }) {
  const [note, setNote] = useState('');
  const claim = useRouteMutation('POST /api/staff/reports/:source/:id/claim', {
    invalidates: REPORT_READS,
  });
  const resolve = useRouteMutation('POST /api/staff/reports/:source/:id/resolve', {
    invalidates: REPORT_READS,
  });
  const input = { params: { source: report.source, id: report.id }, body: { note } };
  const busy = claim.isPending || resolve.isPending;
  const error = claim.error ?? resolve.error;
  return (
    <tr>
      <td>
        {SOURCE_LABELS[report.source]}
        <br />
        <Time iso={report.created_at} />
      </td>
      <td>
        <strong>
          <PlayerLink id={report.reporter_id} name={report.reporter} />
        </strong>{' '}
        →{' '}
        {report.subject_id === null ? (
          <ReportLink report={report} label={report.subject || 'open'} />
        ) : (
          <>
            <PlayerLink id={report.subject_id} name={report.subject} />
            {report.link && (
              <>
                {' '}
                (<ReportLink report={report} label={LINK_LABELS[report.source]} />)
              </>
            )}
          </>
        )}
        <br />
        {report.detail}
      </td>
      <td>
        {report.status === 'resolved' ? (
          <>
            Resolved by <Staffer id={report.resolved_by_id} name={report.resolved_by} />
            {report.note && <p className="staff-note">{report.note}</p>}
          </>
        ) : (
          <div className="staff-form">
            {report.claimed_by && (
              <span className="muted">
                Claimed by <Staffer id={report.claimed_by_id} name={report.claimed_by} />
              </span>
            )}
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
              <Button variant="ghost" busy={busy} onClick={() => claim.mutate(input)}>
                Claim
              </Button>
              <Button busy={busy} onClick={() => resolve.mutate(input)}>
                Resolve
              </Button>
            </div>
            {error && <p className="staff-note staff-note--error">{error.message}</p>}
          </div>
        )}
      </td>
    </tr>
  );
}

/** The moderators' queue: game reports, support requests and forum reports, open or resolved. */
export function ReportsQueue() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const { data, error, isFetching } = useRouteQuery('GET /api/staff/reports', {
    query: { status },
  });
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
      {error && <p className="alert alert--error">{error.message}</p>}
      {isFetching && !data && <p className="muted">Loading…</p>}
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
                <ReportRow key={`${report.source}-${report.id}`} report={report} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
