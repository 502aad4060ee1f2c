import { matchMaker } from '@colyseus/core';
import { Router } from 'express';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { NOT_READY_TEXTS } from '../../shared/protocol/routes/operations';
import { migrationsApplied } from '../db/migrationState';
import type { AppContext } from '../context';
import type { Metrics } from '../services/metrics';
import { liveGames } from '../rooms/liveGames';
import { declaredRoutes } from './declared';

const SERVICE_UNAVAILABLE = 503;

/**
 * Probes for proxies and orchestrators, and metrics: `/healthz` says the process is alive (it
 * never touches the database, so a database outage does not get every process restarted);
 * `/readyz` says it can serve (database answering, migrations applied, Redis answering and the
 * cluster joined, not shutting down), 503 otherwise; `/metrics` is Prometheus text for a
 * scraper's token or staff with system.metrics, `/metrics/games` this process's live game rooms
 * (JSON) for the same.
 */
export function healthRoutes(context: AppContext, metrics: Metrics): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  serve('GET /healthz', () => ok({ success: true, status: 'ok' }));
  serve('GET /readyz', async () => {
    const notReady = (text: string) => refuse(SERVICE_UNAVAILABLE, text);
    if (context.draining) return notReady(NOT_READY_TEXTS.draining);
    if (!context.redisUp() || matchMaker.state !== matchMaker.MatchMakerState.READY)
      return notReady(NOT_READY_TEXTS.redis);
    try {
      if (!context.databaseReady) throw new Error('the database has not answered since the start');
      return (await migrationsApplied(context.db))
        ? ok({ success: true, status: 'ready' })
        : notReady(NOT_READY_TEXTS.migrations);
    } catch {
      return notReady(NOT_READY_TEXTS.database);
    }
  });
  serve('GET /metrics', async ({ res }) => {
    res.type(metrics.prometheus.contentType).send(await metrics.prometheus.text());
  });
  // The games this process holds a live room for, at this moment (the chaos run's double check).
  serve('GET /metrics/games', () =>
    ok({ success: true, processId: matchMaker.processId, at: Date.now(), games: liveGames() }),
  );
  // ?gc=1 collects garbage before measuring (with --expose-gc); ?reset=1 starts a new lag window.
  serve('GET /api/admin/metrics', ({ query }) => {
    const reply = ok({ success: true as const, ...metrics.snapshot(query.gc === '1') });
    if (query.reset === '1') metrics.reset();
    return reply;
  });
  return router;
}
