import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

// Every response carries the headers a trusted site sends: an HTML page, an API answer, a static file.

const clientDir = mkdtempSync(path.join(tmpdir(), 'conquest-headers-'));
mkdirSync(path.join(clientDir, 'static'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title>');
writeFileSync(path.join(clientDir, 'static', 'app-abc123.js'), 'export {};');

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clientDir });
  proxied = await startTestServer({ TRUST_PROXY: 'loopback' }, { clientDir });
});
afterAll(async () => {
  await server?.stop();
  await proxied?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (base: string, url: string, headers: Record<string, string> = {}) =>
  fetch(base + url, { headers: { accept: 'text/html', ...headers } });

/** The Content-Security-Policy's directives by name. */
function policy(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it.each([
    ['an HTML page', '/lobby'],
    ['an API answer', '/api/session'],
    ['a static file', '/static/app-abc123.js'],
    ['an unknown API path', '/api/nothing'],
  ])('are on %s', async (_kind, url) => {
    const response = await get(server.baseUrl, url);
    expect(response.status).toBeLessThan(500);
    const csp = policy(response);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${new URL(server.baseUrl).host}`]);
    expect(response.headers.get('content-security-policy')).not.toMatch(
      /unsafe-inline|unsafe-eval/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Plain HTTP: no HSTS (browsers ignore it there, and a local install must not pin HTTPS).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keep private answers out of every cache, and let fingerprinted files be cached', async () => {
    const session = await get(server.baseUrl, '/api/session');
    expect(session.headers.get('cache-control')).toBe('no-store');
    const page = await get(server.baseUrl, '/lobby');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await get(server.baseUrl, '/static/app-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const player = new HttpClient(server.baseUrl);
    await player.register('Nadia');
    const navbar = await player.post('/navbar');
    expect(navbar.headers.get('cache-control')).toBe('no-store');
  });

  it('over HTTPS: HSTS, and the session cookie as __Host- with Secure', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await get(proxied.baseUrl, '/api/session', https);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^__Host-sid=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/m);
    expect(policy(response).get('connect-src')).toContain(`wss://${new URL(proxied.baseUrl).host}`);
    // The same header from an untrusted hop is not believed.
    const direct = await get(server.baseUrl, '/api/session', https);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    expect(direct.headers.getSetCookie().join('\n')).toMatch(/^sid=/m);
  });
});
