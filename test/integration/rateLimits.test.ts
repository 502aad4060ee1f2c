import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMITS, RATE_LIMITS } from '../../server/services/rateLimits';
import { createGame, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

// Automation is throttled per user and per address: each limited route answers 429 with
// `{success:false, error}` and Retry-After once its limit (server/services/rateLimits.ts) is spent.

let server: TestServer;
let alice: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  // Sign up the players the tests need through an exempt server first: sign-ups are limited too.
  server = await startTestServer({ RATE_LIMIT_EXEMPT: '' });
  alice = await registerPlayer(server.baseUrl, 'Alice');
  bob = await registerPlayer(server.baseUrl, 'Bob');
});
afterAll(async () => {
  await server?.stop();
});

/** Sends `count` calls; returns the statuses and the first refusal. */
async function burst(count: number, call: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  let refusal: { retryAfter: string | null; body: Record<string, unknown> } | undefined;
  for (let i = 0; i < count; i++) {
    const response = await call(i);
    statuses.push(response.status);
    if (response.status === 429 && !refusal)
      refusal = {
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as Record<string, unknown>,
      };
    else await response.body?.cancel();
  }
  return { statuses, refusal };
}

function expectThrottledAfter(result: Awaited<ReturnType<typeof burst>>, allowed: number) {
  expect(result.statuses.slice(0, allowed).every((status) => status !== 429)).toBe(true);
  expect(result.statuses[allowed]).toBe(429);
  expect(Number(result.refusal?.retryAfter)).toBeGreaterThan(0);
  expect(result.refusal?.body).toMatchObject({
    success: false,
    error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
  });
}

describe('per address', () => {
  it('limits sign-ups in a burst', async () => {
    // Alice and Bob already used two of this address's sign-ups.
    const allowed = RATE_LIMITS.register.perAddress.points - 2;
    const result = await burst(allowed + 1, (i) =>
      new HttpClient(server.baseUrl).post('/register', {
        username: `Burst${i}`,
        email: `burst${i}@example.com`,
        password: 'secret-password',
        password_confirmation: 'secret-password',
      }),
    );
    expectThrottledAfter(result, allowed);
  });

  it('throttles one password sprayed over many accounts', async () => {
    const guest = new HttpClient(server.baseUrl);
    const result = await burst(LOGIN_FAILURE_LIMITS.address + 1, (i) =>
      guest.post('/login', { username: `victim${i}`, password: 'Summer2026!' }),
    );
    expect(result.statuses.slice(0, LOGIN_FAILURE_LIMITS.address)).toEqual(
      new Array(LOGIN_FAILURE_LIMITS.address).fill(401),
    );
    expect(result.statuses.at(-1)).toBe(429);
    expect(Number(result.refusal?.retryAfter)).toBeGreaterThan(0);
  });
});

describe('per user', () => {
  it('limits chat lines over HTTP (the WebSocket path shares the limit)', async () => {
    const { points } = RATE_LIMITS.chat.perUser;
    const result = await burst(points + 1, (i) =>
      alice.http.post('/chat/send', { room_id: 'lobby', body: `line ${i}` }),
    );
    expectThrottledAfter(result, points);
  });

  it('limits game creation', async () => {
    const { points } = RATE_LIMITS.createGame.perUser;
    const result = await burst(points + 1, () =>
      bob.http.post('/game/create', {
        num_players: 2,
        game_type: 0,
        cards: 0,
        fortification: 2,
        turn_order: 0,
        players_per_team: 1,
        turn_time: 300,
        map_id: 1,
        color: 1,
      }),
    );
    expectThrottledAfter(result, points);
  });

  it('limits forum posts and private messages', async () => {
    const { points } = RATE_LIMITS.forumPost.perUser;
    const topic = await bob.http.json<{ topic_id: number }>(
      bob.http.post('/api/forum/categories/2/topics', { title: 'Limits', body: 'First' }),
    );
    const posts = await burst(points, (i) =>
      bob.http.post(`/api/forum/topics/${topic.topic_id}/posts`, { body: `Reply ${i}` }),
    );
    expectThrottledAfter(posts, points - 1);
    const messages = RATE_LIMITS.message.perUser.points;
    const sent = await burst(messages + 1, (i) =>
      bob.http.post('/messages', { to: ['Alice'], subject: `Hi ${i}`, body: 'Hello' }),
    );
    expectThrottledAfter(sent, messages);
  });

  it('limits invitations and reports, whichever way they are sent', async () => {
    const gameId = await createGame(alice, { turn_time: 86_400 });
    const invites = await burst(RATE_LIMITS.invite.perUser.points + 1, () =>
      alice.http.post(`/game/${gameId}/play/send-invite`, { username: 'Bob' }),
    );
    expectThrottledAfter(invites, RATE_LIMITS.invite.perUser.points);
    const reports = await burst(RATE_LIMITS.report.perUser.points + 1, () =>
      alice.http.post(`/game/${gameId}/play/ask-support`, { type: 0 }),
    );
    expectThrottledAfter(reports, RATE_LIMITS.report.perUser.points);
  });
});

describe('budgets of their own', () => {
  // Behind a trusted proxy: each test signs up from an address of its own.
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ RATE_LIMIT_EXEMPT: '', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await fresh?.stop();
  });
  const from = (address: string) => new HttpClient(fresh.baseUrl, { 'x-forwarded-for': address });
  const signUp = (client: HttpClient, username: string, confirmation = 'secret-password') =>
    client.post('/register', {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password: 'secret-password',
      password_confirmation: confirmation,
    });

  it('count accounts created, not sign-ups refused for a typing mistake', async () => {
    const typist = from('203.0.113.20');
    const refused = await burst(6, (i) => signUp(typist, `Typist${i}`, 'mistyped'));
    expect(refused.statuses).toEqual(new Array(6).fill(422));
    expect((await signUp(typist, 'Typist')).status).toBe(200);

    const { points } = RATE_LIMITS.register.perAddress;
    const created = await burst(points + 1, (i) => signUp(from('203.0.113.21'), `Maker${i}`));
    expectThrottledAfter(created, points);
  });

  it('refuse a flood of refused sign-ups under a limit of their own', async () => {
    const { points } = RATE_LIMITS.registerRefused.perAddress;
    const flood = from('203.0.113.22');
    const refused = await burst(points + 1, (i) => signUp(flood, `Flood${i}`, 'mistyped'));
    expectThrottledAfter(refused, points);
  });

  it('read play calls spend a budget of their own: 700 polls in a minute pass, writes are still limited', async () => {
    const polly = await registerPlayer(fresh.baseUrl, 'Polly');
    const gameId = await createGame(polly); // the first of Polly's writes
    const polls = await burst(700, () => polly.http.post(`/game/${gameId}/play/update-state`));
    expect(polls.statuses.filter((status) => status !== 200)).toEqual([]);
    const reads = await burst(50, (i) =>
      polly.http.post(`/game/${gameId}/play/${['get-notes', 'load-full-log'][i % 2]}`),
    );
    expect(reads.statuses.filter((status) => status !== 200)).toEqual([]);
    const writes = await burst(RATE_LIMITS.write.perUser.points, (i) =>
      polly.http.post(`/game/${gameId}/play/save-notes`, { body: `note ${i}` }),
    );
    expectThrottledAfter(writes, RATE_LIMITS.write.perUser.points - 1);
  });
});

describe('forwarded addresses', () => {
  let proxied: TestServer;
  let eve: TestPlayer;
  beforeAll(async () => {
    proxied = await startTestServer({ RATE_LIMIT_EXEMPT: '', TRUST_PROXY: 'loopback' });
    await registerPlayer(proxied.baseUrl, 'Dora');
    eve = await registerPlayer(proxied.baseUrl, 'Eve');
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  it('are believed only from trusted hops, and one account is throttled across addresses', async () => {
    // Behind a trusted proxy, each forged hop is a new address: 5 failures from each of 4 addresses.
    const statuses: number[] = [];
    for (let hop = 1; hop <= 4; hop++) {
      const client = new HttpClient(proxied.baseUrl, { 'x-forwarded-for': `203.0.113.${hop}` });
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await client.post('/login', { username: 'Dora', password: 'guess' })).status,
        );
    }
    const limit = LOGIN_FAILURE_LIMITS.account;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
  });

  it('do not escape the limit on every write route, which counts per user', async () => {
    const { points } = RATE_LIMITS.write.perUser;
    const result = await burst(points + 1, (i) =>
      eve.http.post('/notifications/remove', { notification_id: i + 1 }),
    );
    expect(result.statuses.slice(0, points).includes(429)).toBe(false);
    expect(result.statuses[points]).toBe(429);
  });

  it('are ignored when no proxy is trusted', async () => {
    // The first server trusts no proxy: a forged X-Forwarded-For does not start a fresh count.
    const forged = new HttpClient(server.baseUrl, { 'x-forwarded-for': '198.51.100.7' });
    const { response } = await forged.register('Forged');
    expect(response.status).toBe(429);
  });
});
