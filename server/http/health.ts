import { timingSafeEqual } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { Router, type RequestHandler } from 'express';
import { hasPermission } from '../../shared/protocol/staff';
import { FORBIDDEN } from '../auth/guards';
import { migrationsApplied } from '../db/migrationState';
import { requirePermission } from '../auth/permissions/guard';
import type { AppContext } from '../context';
import type { Metrics } from '../services/metrics';
import { liveGames } from '../rooms/liveGames';

/**
 * Probes for proxies and orchestrators, and metrics: `/healthz` says the process is alive (it
 * never touches the database, so a database outage does not get every process restarted);
 * `/readyz` says it can serve (database answering, migrations applied, Redis answering and the
 * cluster joined, not shutting down), 503 otherwise; `/metrics`
 * is Prometheus text for a scraper's token or staff with system.metrics, `/metrics/games` this
 * process's live game rooms (JSON) for the same.
 */
export function healthRoutes(context: AppContext, metrics: Metrics): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ success: true, status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (context.draining) {
      res.status(503).json({ success: false, error: 'This server is shutting down.' });
      return;
    }
    if (!context.redisUp() || matchMaker.state !== matchMaker.MatchMakerState.READY) {
      res.status(503).json({ success: false, error: 'Redis is not answering.' });
      return;
    }
    try {
      if (!context.databaseReady) throw new Error('the database has not answered since the start');
      if (await migrationsApplied(context.db)) res.json({ success: true, status: 'ready' });
      else res.status(503).json({ success: false, error: 'Database migrations are pending.' });
    } catch {
      res.status(503).json({ success: false, error: 'The database is not answering.' });
    }
  });
  router.get('/metrics', allowScraper(context.config.metricsToken), async (_req, res) => {
    res.type(metrics.prometheus.contentType).send(await metrics.prometheus.text());
  });
  // The games this process holds a live room for, at this moment (the chaos run's double check).
  router.get('/metrics/games', allowScraper(context.config.metricsToken), (_req, res) => {
    res.json({
      success: true,
      processId: matchMaker.processId,
      at: Date.now(),
      games: liveGames(),
    });
  });
  // ?gc=1 collects garbage before measuring (with --expose-gc); ?reset=1 starts a new lag window.
  router.get('/api/admin/metrics', requirePermission('system.metrics'), (req, res) => {
    res.json({ success: true, ...metrics.snapshot(req.query.gc === '1') });
    if (req.query.reset === '1') metrics.reset();
  });
  return router;
}

/** `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), or a system.metrics session. */
function allowScraper(token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(token) : undefined;
  return (req, res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (expected && given) {
      const offered = Buffer.from(given);
      if (offered.length === expected.length && timingSafeEqual(offered, expected)) return next();
    }
    if (hasPermission(req.viewer.user, 'system.metrics')) return next();
    res.status(403).json({ success: false, error: FORBIDDEN });
  };
}
