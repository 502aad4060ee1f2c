import { Router } from 'express';
import { sql } from 'drizzle-orm';
import { requirePermission } from '../staff/permissions/guard';
import type { AppContext } from '../context';
import type { Metrics } from '../services/metrics';

/** Liveness for load balancers (public, cheap) and process metrics for staff with system.metrics and the load test. */
export function healthRoutes(context: AppContext, metrics: Metrics): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    try {
      await context.db.execute(sql`select 1`);
      res.json({ success: true, status: 'ok' });
    } catch {
      res.status(503).json({ success: false, error: 'The database is not answering.' });
    }
  });
  // ?gc=1 collects garbage before measuring (with --expose-gc); ?reset=1 starts a new lag window.
  router.get('/api/admin/metrics', requirePermission('system.metrics'), (req, res) => {
    res.json({ success: true, ...metrics.snapshot(req.query.gc === '1') });
    if (req.query.reset === '1') metrics.reset();
  });
  return router;
}
