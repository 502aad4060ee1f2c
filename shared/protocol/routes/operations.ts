import { z } from 'zod';
import { route, type RouteTable } from '../contract/route';

// What proxies, orchestrators, scrapers and operators call: the probes, the metrics and the
// document of the site's API itself.

const TAG = 'Operations';
const int = z.number().int();
const figure = z.number();
const METRICS_ACCESS = { permission: 'system.metrics', scraper: true } as const;
const NOT_ALLOWED = 'Neither a scraper’s token nor a session with system.metrics.';

/** The reasons /readyz answers 503, one of them. */
export const NOT_READY_TEXTS = {
  draining: 'This server is shutting down.',
  redis: 'Redis is not answering.',
  migrations: 'Database migrations are pending.',
  database: 'The database is not answering.',
} as const;

/** Process health for operators and the load test (server/services/metrics.ts). */
const snapshot = z.object({
  success: z.literal(true),
  uptime_s: int,
  rss_mib: figure,
  heap_used_mib: figure,
  rooms: int,
  clients: int,
  event_loop_lag_ms: z.object({ p50: figure, p99: figure, max: figure }),
  actions: z.object({ count: int, p50_ms: figure.nullable(), p99_ms: figure.nullable() }),
  database_busy_percent: figure.nullable(),
  cpu_percent: z.object({ user: figure, system: figure }),
  gc_pauses: z.record(
    z.enum(['minor', 'major', 'incremental', 'weakcb']),
    z.object({ count: int, total_ms: figure, max_ms: figure }),
  ),
});

const flag = (meaning: string) => z.string().optional().meta({ description: meaning });

export const OPERATION_ROUTES = {
  'GET /healthz': route({
    summary: 'The process is alive (it never asks the database: an outage restarts nothing).',
    tag: TAG,
    access: 'anyone',
    reply: z.object({ success: z.literal(true), status: z.literal('ok') }),
    refusals: {},
  }),
  'GET /readyz': route({
    summary:
      'The process can serve: the database answering and migrated, Redis answering and the cluster joined, not shutting down.',
    tag: TAG,
    access: 'anyone',
    reply: z.object({ success: z.literal(true), status: z.literal('ready') }),
    refusals: { 503: Object.values(NOT_READY_TEXTS).join(' Or: ') },
  }),
  'GET /metrics': route({
    summary: 'This process’s metrics for Prometheus.',
    tag: TAG,
    access: METRICS_ACCESS,
    reply: z.string().meta({ description: 'Prometheus text exposition format 0.0.4.' }),
    raw: { contentType: 'text/plain' },
    refusals: { 403: NOT_ALLOWED },
  }),
  'GET /metrics/games': route({
    summary: 'The games this process holds a live room for at this moment (the chaos run’s check).',
    tag: TAG,
    access: METRICS_ACCESS,
    reply: z.object({
      success: z.literal(true),
      processId: z.string(),
      at: int,
      games: z.array(z.object({ gameId: int, since: int })),
    }),
    refusals: { 403: NOT_ALLOWED },
  }),
  'GET /api/admin/metrics': route({
    summary: 'Memory, event-loop lag, rooms, clients, action times, database and CPU load.',
    tag: TAG,
    access: { permission: 'system.metrics' },
    query: z.object({
      gc: flag('1: collect garbage before measuring (a process started with --expose-gc).'),
      reset: flag('1: start new windows for the lag, the action times and the loads.'),
    }),
    reply: snapshot,
    refusals: { 403: 'Not staff with system.metrics.' },
  }),
  'GET /api/docs': route({
    summary: 'This document: every HTTP route of the site as OpenAPI 3.1.',
    tag: TAG,
    access: 'anyone',
    reply: z
      .object({
        openapi: z.literal('3.1.0'),
        info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
        components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
      })
      .meta({ description: 'An OpenAPI 3.1 document.' }),
    refusals: {},
  }),
} satisfies RouteTable;
