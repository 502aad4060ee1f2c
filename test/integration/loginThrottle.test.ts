import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HASHING_BUSY_TEXT } from '../../server/auth/hashingGate';
import { loginFailures } from '../../server/db/schema';
import { LOGIN_FAILURE_LIMITS, LOGIN_FAILURE_WINDOW_MS } from '../../server/services/rateLimits';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

// The login throttle (server/auth/loginThrottle.ts) on the real server, behind a trusted proxy so
// that each test guesses from addresses of its own.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_EXEMPT: '', TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server?.stop();
});

const from = (address: string) => new HttpClient(server.baseUrl, { 'x-forwarded-for': address });

async function login(client: HttpClient, username: string, password: string) {
  const { response, body } = await client.login(username, password);
  return { status: response.status, error: body.error as string | undefined };
}

const failuresFrom = async (ip: string) =>
  (await server.app.context.db.select().from(loginFailures).where(eq(loginFailures.ip, ip))).length;

describe('the login throttle', () => {
  it('evaluates no more concurrent guesses from one address than its limit', async () => {
    const ip = '198.51.100.1';
    const attacker = from(ip);
    await attacker.refreshSession();
    const gate = server.app.context.passwordHashing;
    const hashedBefore = gate.computed;
    const guesses = 2 * LOGIN_FAILURE_LIMITS.address;
    const replies = await Promise.all(
      Array.from({ length: guesses }, (_, i) => login(attacker, `sprayed${i}`, 'Summer2026!')),
    );
    const evaluated = replies.filter(({ status }) => status === 401).length;
    const throttled = replies.filter(({ error }) => error?.startsWith('Too many failed login'));
    // The rest found no turn to hash in time (HASHING_BUSY_TEXT): their reservations are given back.
    const busy = replies.filter(({ error }) => error === HASHING_BUSY_TEXT);
    expect(evaluated + throttled.length + busy.length).toBe(guesses);
    expect([...throttled, ...busy].every(({ status }) => status === 429)).toBe(true);
    // Every guess reserved its attempt before hashing: the limit's worth got one, the rest none.
    expect(throttled).toHaveLength(guesses - LOGIN_FAILURE_LIMITS.address);
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(LOGIN_FAILURE_LIMITS.address);
    // Each evaluated guess is one scrypt and one failure; the refused cost neither.
    expect(gate.computed - hashedBefore).toBe(evaluated);
    expect(await failuresFrom(ip)).toBe(evaluated);
  });

  it('throttles a name typed with spaces, tabs or in another case as the name itself', async () => {
    await from('198.51.100.2').register('Victim', 'victim-password');
    const guesser = from('198.51.100.3');
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.accountAtAddress; i++)
      expect((await login(guesser, 'Victim', `guess-${i}`)).status).toBe(401);
    for (const variant of [' Victim', 'Victim ', '\tVictim', 'VICTIM\n', '  victim\t '])
      expect(await login(guesser, variant, 'another guess')).toMatchObject({
        status: 429,
        error: 'Too many failed login attempts. Try again in 15 minutes.',
      });
    expect(await failuresFrom('198.51.100.3')).toBe(LOGIN_FAILURE_LIMITS.accountAtAddress);
  });

  it('keeps the right password with a spaced name behind the per-account limit', async () => {
    await from('198.51.100.4').register('Target', 'target-password');
    // Guesses spread over addresses, each under its own limit, until the account's is spent.
    const perAddress = LOGIN_FAILURE_LIMITS.accountAtAddress;
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.account; i++) {
      const guesser = from(`198.51.100.${10 + Math.floor(i / perAddress)}`);
      const name = [' Target', 'target ', '\tTARGET'][i % 3]!;
      expect((await login(guesser, name, `guess-${i}`)).status).toBe(401);
    }
    const owner = from('198.51.100.40');
    expect((await login(owner, ' Target ', 'target-password')).status).toBe(429);
    expect((await login(owner, 'Target', 'target-password')).status).toBe(429);

    server.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    // The spaced name is the account's name once the window has passed.
    expect((await login(owner, ' Target ', 'target-password')).status).toBe(200);
  });

  it('prunes the failures that have left the window, and keeps the others', async () => {
    const ip = '198.51.100.50';
    const guesser = from(ip);
    for (let i = 0; i < 3; i++) await login(guesser, `old${i}`, 'guess');
    server.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    await login(guesser, 'recent', 'guess');
    expect(await failuresFrom(ip)).toBe(4);
    await server.app.pruneLoginFailures();
    expect(await failuresFrom(ip)).toBe(1);
  });
});
