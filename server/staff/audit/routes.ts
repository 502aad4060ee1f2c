import { Router } from 'express';
import { z } from 'zod';
import { idField, lineField } from '../../../shared/protocol/fields';
import type { AppContext } from '../../context';
import { parsed } from '../../http/replies';
import { requirePermission } from '../../auth/permissions/guard';
import { listStaffActions } from '../../db/audit';

const AUDIT_PAGE = 100;

const auditQuery = z.object({
  actor_id: idField.optional(),
  action: lineField(100).optional(),
  target_type: lineField(100).optional(),
  target_id: idField.optional(),
  before: idField.optional(),
});

/** `GET /api/staff/audit`: the audit log, newest first, filtered by actor, action and target. */
export function auditRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/api/staff/audit', requirePermission('system.audit-log'), async (req, res) => {
    const query = parsed(auditQuery, req.query, res);
    if (!query) return;
    const rows = await listStaffActions(context.db, {
      actorId: query.actor_id,
      action: query.action || undefined,
      targetType: query.target_type || undefined,
      targetId: query.target_id,
      beforeId: query.before,
      limit: AUDIT_PAGE,
    });
    res.json({
      success: true,
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
