import { Router } from 'express';
import { z } from 'zod';
import { idField, textField } from '../../../shared/protocol/fields';
import { REPORT_SOURCES } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { answer } from '../../http/answer';
import { ok, parsed, refuse } from '../../http/replies';
import { audited } from '../../db/audit';
import { requirePermission } from '../../auth/permissions/guard';
import { claimReport, handlingFor, reportExists, reportQueue, resolveReport } from './repository';

export const REPORT_TEXTS = {
  noReport: 'There is no such report.',
  resolved: 'This report has already been resolved.',
} as const;

const queueQuery = z.object({ status: z.enum(['open', 'resolved']).catch('open') });
const reportParams = z.object({ source: z.enum(REPORT_SOURCES), id: idField });
const resolveRequest = z.object({ note: textField(2000).default('') });

/** The moderators' queue of game reports, support requests and forum reports. */
export function reportRoutes(context: AppContext): Router {
  const router = Router();
  const guard = requirePermission('reports.handle');

  router.get('/api/staff/reports', guard, async (req, res) => {
    const { status } = queueQuery.parse(req.query);
    res.json({ success: true, reports: await reportQueue(context.db, status === 'resolved') });
  });

  for (const action of ['claim', 'resolve'] as const) {
    router.post(`/api/staff/reports/:source/:id/${action}`, guard, async (req, res) => {
      const target = reportParams.safeParse(req.params);
      if (!target.success || !(await reportExists(context.db, target.data.source, target.data.id)))
        return answer(res, refuse(404, REPORT_TEXTS.noReport));
      const { source, id } = target.data;
      const before = await handlingFor(context.db, source, id);
      const input = parsed(resolveRequest, req.body, res);
      if (!input) return;
      const by = req.viewer.user!.id;
      const at = context.now();
      const done = await audited(context.db, async (tx) => {
        const changed =
          action === 'claim'
            ? await claimReport(tx, source, id, by, at)
            : await resolveReport(tx, source, id, { by, at, note: input.note.trim() });
        if (!changed) return { result: false };
        return {
          result: true,
          audit: {
            actorId: by,
            action: `report.${action}`,
            targetType: `report:${source}`,
            targetId: id,
            before: before ?? null,
            after: (await handlingFor(tx, source, id)) ?? null,
            at,
          },
        };
      });
      if (!done) return answer(res, refuse(409, REPORT_TEXTS.resolved));
      answer(res, ok({ source, id }));
    });
  }

  return router;
}
