import { renderToStaticMarkup } from 'react-dom/server';
import { REPORT_TYPES } from '../../shared/protocol/play';
import type { ReportRow } from '../db/gameExtras';

/** A report as the spec's `html row` (rendered by React, so every user text is escaped). */
export function reportRowHtml(report: ReportRow): string {
  return renderToStaticMarkup(
    <tr data-report-id={report.id}>
      <td>{report.reportedName}</td>
      <td>{REPORT_TYPES[report.type] ?? 'Other'}</td>
      <td>
        <time dateTime={report.createdAt.toISOString()}>
          {report.createdAt.toISOString().slice(0, 16).replace('T', ' ')}
        </time>
      </td>
    </tr>,
  );
}

/** The switch-targets text as HTML. */
export function targetHtml(text: string): string {
  return text ? renderToStaticMarkup(<strong className="target">{text}</strong>) : '';
}
