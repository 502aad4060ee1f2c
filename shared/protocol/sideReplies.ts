/**
 * What the play screen's side calls answer beside `success: true` (spec §7): notes, reports and
 * the older log. Types only, so the play screen's chunk carries no zod; the server builds these
 * replies to them (server/game/sideCalls.ts) and the panels read them as such.
 */
import type { LogEntry } from './updateState';

/** A report the caller made, as get-reports lists it (newest first). */
export interface ReportListRow {
  id: number;
  /** Who was reported. */
  user_id: number;
  username: string;
  /** An index into REPORT_TYPES (./play.ts). */
  type: number;
}

export interface SideReplies {
  'get-notes': { notes: { body: string } };
  'save-notes': object;
  /** `reports`: the rows as HTML by id (the spec's map); `list`: the same rows as data. */
  'get-reports': { reports: Record<string, string>; list: ReportListRow[] };
  'send-report': { html: string; report: Omit<ReportListRow, 'username'> };
  /** A page of older lines, oldest first; `has_more`: there are lines before it. */
  'load-full-log': { log: LogEntry[]; has_more: boolean };
}

export type SideReplyAction = keyof SideReplies;
export type SideReplyOf<A extends SideReplyAction> = SideReplies[A] & { success: true };
