import { Router } from 'express';
import { ok, refuse } from '../../../shared/protocol/contract/envelope';
import { STAFF_REFUSALS, type ReportSource } from '../../../shared/protocol/staff';
import type { AppContext } from '../../context';
import { declaredRoutes } from '../../http/declared';
import { audited } from '../../db/audit';
import { claimReport, handlingFor, reportExists, reportQueue, resolveReport } from './repository';

/** The moderators' queue of game reports, support requests and forum reports. */
export function reportRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  const { db } = context;

  serve('GET /api/staff/reports', async ({ query }) =>
    ok({ success: true as const, reports: await reportQueue(db, query.status === 'resolved') }),
  );

  /** Claims or resolves the report, with its audit row; refused once it is resolved. */
  async function handle(
    action: 'claim' | 'resolve',
    target: { source: ReportSource; id: number },
    note: string,
    by: number,
  ) {
    const { source, id } = target;
    if (!(await reportExists(db, source, id))) return refuse(404, STAFF_REFUSALS.noReport);
    const before = await handlingFor(db, source, id);
    const at = context.now();
    const done = await audited(db, async (tx) => {
      const changed =
        action === 'claim'
          ? await claimReport(tx, source, id, by, at)
          : await resolveReport(tx, source, id, { by, at, note: note.trim() });
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
    if (!done) return refuse(409, STAFF_REFUSALS.resolved);
    return ok({ success: true as const, source, id });
  }

  serve('POST /api/staff/reports/:source/:id/claim', ({ params, body, req }) =>
    handle('claim', params, body.note, req.viewer.user!.id),
  );
  serve('POST /api/staff/reports/:source/:id/resolve', ({ params, body, req }) =>
    handle('resolve', params, body.note, req.viewer.user!.id),
  );

  return router;
}
