import { useId, useState } from 'react';
import { REPORTS_SHOWN } from '../../../../shared/constants';
import { REPORT_TYPES } from '../../../../shared/protocol/play';
import type { ReportListRow } from '../../../../shared/protocol/sideReplies';
import { Button } from '../../../ui/Button';
import { useGameView } from '../useTurn';
import { useReports } from './useReports';

type ReportRow = Pick<ReportListRow, 'id' | 'user_id' | 'type'>;

/** The viewer's reports: the first 4, then 'and N more...' (spec §5). */
export function ReportList({
  reports,
  nameOf,
}: {
  reports: readonly ReportRow[];
  nameOf(userId: number): string;
}) {
  if (reports.length === 0)
    return <p className="muted">You have not reported anyone in this game.</p>;
  const rest = reports.length - REPORTS_SHOWN;
  return (
    <ul className="report-list">
      {reports.slice(0, REPORTS_SHOWN).map((r) => (
        <li key={r.id}>
          {nameOf(r.user_id)}: {REPORT_TYPES[r.type] ?? 'Other'}
        </li>
      ))}
      {rest > 0 && <li className="muted">and {rest} more...</li>}
    </ul>
  );
}

/** Report a player of this game (send-report {user_id, type}) and see one's reports (get-reports). */
export function ReportTab() {
  const s = useGameView();
  const ids = { player: useId(), type: useId() };
  const others = s.players.filter((p) => p.player_id !== s.viewer);
  const [userId, setUserId] = useState(others[0]?.user_id ?? 0);
  const [type, setType] = useState(0);
  const { reports, sending, send } = useReports();
  const nameOf = (id: number) => s.players.find((p) => p.user_id === id)?.username ?? `#${id}`;
  return (
    <div className="stack">
      <form
        className="stack"
        onSubmit={(e) => (e.preventDefault(), send({ user_id: userId, type }))}
      >
        <label htmlFor={ids.player}>Player</label>
        <select id={ids.player} value={userId} onChange={(e) => setUserId(Number(e.target.value))}>
          {others.map((p) => (
            <option key={p.user_id} value={p.user_id}>
              {p.username}
            </option>
          ))}
        </select>
        <label htmlFor={ids.type}>Reason</label>
        <select id={ids.type} value={type} onChange={(e) => setType(Number(e.target.value))}>
          {REPORT_TYPES.map((text, i) => (
            <option key={text} value={i}>
              {text}
            </option>
          ))}
        </select>
        <Button type="submit" busy={sending} disabled={others.length === 0}>
          Send report
        </Button>
      </form>
      <ReportList reports={reports} nameOf={nameOf} />
    </div>
  );
}
