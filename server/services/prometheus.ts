import { matchMaker } from '@colyseus/core';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isPlayAction } from '../../shared/protocol/playCalls';

/** How a play call ended: applied, refused with a 4xx (rules, staleness, rights), or failed. */
export type CallOutcome = 'accepted' | 'refused' | 'failed';

// Sub-millisecond to seconds: a commit on PGlite is ~1 ms, a cross-process call through Redis a few.
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The Prometheus families of one server process, in their own registry (tests run several apps
 * in one process; the global registry would refuse the second). Default process metrics
 * (CPU, memory, GC, event-loop lag as nodejs_eventloop_lag_*) come with it.
 */
export function prometheusMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const playActions = new Counter({
    name: 'conquest_play_actions_total',
    help: 'Play calls by action and outcome (accepted, refused with a 4xx, failed).',
    labelNames: ['action', 'outcome'] as const,
    registers: [registry],
  });
  const playLatency = new Histogram({
    name: 'conquest_play_action_duration_seconds',
    help: 'From a play call reaching its room to its reply (commit and patches included).',
    labelNames: ['action'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'conquest_db_query_duration_seconds',
    help: 'Database statements by operation (select, insert, update, delete, other) and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const roomCalls = new Histogram({
    name: 'conquest_room_call_duration_seconds',
    help: "Calls into a game's room through the matchmaker (over Redis when it lives in another process).",
    labelNames: ['method', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'conquest_rooms',
    help: 'Live rooms in this process (games, lobby, chat).',
    registers: [registry],
    collect() {
      this.set(matchMaker.stats.local.roomCount);
    },
  });
  new Gauge({
    name: 'conquest_clients',
    help: 'WebSocket clients connected to this process.',
    registers: [registry],
    collect() {
      this.set(matchMaker.stats.local.ccu);
    },
  });
  return {
    registry,
    /** `action` comes from the request path: anything not in the contract counts as 'unknown'. */
    playCall(action: string, outcome: CallOutcome, seconds: number) {
      const name = isPlayAction(action) ? action : 'unknown';
      playActions.inc({ action: name, outcome });
      playLatency.observe({ action: name }, seconds);
    },
    query(sql: string, ok: boolean, seconds: number) {
      queries.observe({ operation: operationOf(sql), outcome: ok ? 'ok' : 'error' }, seconds);
    },
    roomCall(method: string, ok: boolean, seconds: number) {
      roomCalls.observe({ method, outcome: ok ? 'ok' : 'error' }, seconds);
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);

/** The statement's first word, bounded to a few labels (`with ... select` counts as other). */
export function operationOf(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}
