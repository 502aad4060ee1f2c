import { Router } from 'express';
import { ok } from '../../../shared/protocol/contract/envelope';
import type { AppContext } from '../../context';
import { declaredRoutes } from '../../http/declared';
import { listStaffActions } from '../../db/audit';

const AUDIT_PAGE = 100;

/** `GET /api/staff/audit`: the audit log, newest first, filtered by actor, action and target. */
export function auditRoutes(context: AppContext): Router {
  const router = Router();
  declaredRoutes(router, context)('GET /api/staff/audit', async ({ query }) => {
    const rows = await listStaffActions(context.db, {
      actorId: query.actor_id,
      action: query.action || undefined,
      targetType: query.target_type || undefined,
      targetId: query.target_id,
      beforeId: query.before,
      limit: AUDIT_PAGE,
    });
    return ok({
      success: true as const,
      entries: rows.map((row) => ({
        id: row.id,
        actor_id: row.actorId,
        actor: row.actor,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        before: row.before,
        after: row.after,
        at: row.at.toISOString(),
      })),
      more: rows.length === AUDIT_PAGE,
    });
  });
  return router;
}
