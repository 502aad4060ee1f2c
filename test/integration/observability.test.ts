import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationOf } from '../../server/services/prometheus';
import { createGame, playHttp, registerPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { signInAdmin } from '../support/staff';

// Probes, metrics and request ids: what a proxy, an orchestrator and a scraper rely on.

const TOKEN = 'scraper-token-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await server?.stop();
});

const scrape = (headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/metrics`, { headers });

/** The sample lines of a family (`name{labels} value`), by name prefix. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(name));
}

describe('probes', () => {
  it('answers /healthz and /readyz with 200 when the database is migrated', async () => {
    const live = await fetch(`${server.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ success: true, status: 'ready' });
  });

  it('turns /readyz to 503 once the process begins to stop, while /healthz stays 200', async () => {
    server.app.context.draining = true;
    try {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        success: false,
        error: 'This server is shutting down.',
      });
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      server.app.context.draining = false;
    }
  });
});

describe('/metrics', () => {
  it('refuses a guest, a player and a wrong token with 403', async () => {
    expect((await scrape()).status).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
    expect((await scrape({ authorization: 'Bearer short' })).status).toBe(403);
    const player = await registerPlayer(server.baseUrl, 'Nosy');
    const refused = await player.http.get('/metrics');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false });
  });

  it('serves the Prometheus text with every named family after a play action', async () => {
    const kim = await registerPlayer(server.baseUrl, 'Kim');
    const lee = await registerPlayer(server.baseUrl, 'Lee');
    const gameId = await createGame(kim);
    expect((await playHttp(lee, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    // A refusal counts too: a stale last_update.
    expect((await playHttp(lee, gameId, 'begin-turn', { last_update: 0 })).body.success).toBe(
      false,
    );

    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(
      samples(text, 'conquest_play_actions_total{action="join-game",outcome="accepted"} 1'),
    ).toHaveLength(1);
    expect(
      samples(text, 'conquest_play_actions_total{action="begin-turn",outcome="refused"} 1'),
    ).toHaveLength(1);
    expect(samples(text, 'conquest_play_action_duration_seconds_bucket{')).not.toHaveLength(0);
    expect(
      samples(text, 'conquest_play_action_duration_seconds_count{action="join-game"} 1'),
    ).toHaveLength(1);
    for (const family of [
      'conquest_rooms',
      'conquest_clients',
      'conquest_db_query_duration_seconds_count{operation="select",outcome="ok"}',
      'conquest_room_call_duration_seconds_count{method="call",outcome="ok"}',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ])
      expect(samples(text, family), family).not.toHaveLength(0);
    // At least the game room lives here now.
    const rooms = Number(samples(text, 'conquest_rooms ')[0]?.split(' ')[1]);
    expect(rooms).toBeGreaterThanOrEqual(1);
  });

  it('lets an admin session (system.metrics) read it', async () => {
    const admin = await signInAdmin(server.baseUrl);
    const response = await admin.get('/metrics');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# TYPE conquest_play_actions_total counter');
  });
});

describe('request ids', () => {
  it('echoes a given x-request-id and makes one up otherwise', async () => {
    const given = await fetch(`${server.baseUrl}/api/session`, {
      headers: { 'x-request-id': 'edge-42.abc' },
    });
    expect(given.headers.get('x-request-id')).toBe('edge-42.abc');
    const made = await new HttpClient(server.baseUrl).get('/api/session');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Something that is not a plain token (a header injection attempt, a huge value) is replaced.
    const odd = await fetch(`${server.baseUrl}/api/session`, {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operationOf', () => {
  it('keeps the metric labels to a few statement kinds', () => {
    expect(operationOf('  SELECT 1')).toBe('select');
    expect(operationOf('insert into games')).toBe('insert');
    expect(operationOf('with x as (select 1) select * from x')).toBe('other');
    expect(operationOf('')).toBe('other');
  });
});
