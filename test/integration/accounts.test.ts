import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_TEXTS } from '../../shared/protocol/account';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const client = () => new HttpClient(server.baseUrl);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('registration', () => {
  it('answers each invalid field with the specification text', async () => {
    const response = await client().post('/register', {
      username: 'ab',
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      errors: {
        username: REGISTRATION_TEXTS.invalidUsername,
        email: REGISTRATION_TEXTS.invalidEmail,
        password: REGISTRATION_TEXTS.passwordTooShort,
        password_confirmation: REGISTRATION_TEXTS.passwordsDontMatch,
      },
    });
  });

  it('rejects a username longer than 255 characters and an email longer than 255', async () => {
    const response = await client().post('/register', {
      username: 'x'.repeat(256),
      email: `${'a'.repeat(250)}@example.com`,
      password: 'long enough',
      password_confirmation: 'long enough',
    });
    const body = await response.json();
    expect(body.errors).toEqual({
      username: REGISTRATION_TEXTS.invalidUsername,
      email: REGISTRATION_TEXTS.invalidEmail,
    });
  });

  it('registers, signs the new user in with a safe cookie, and refuses the name again in any case', async () => {
    const alice = client();
    const { response, body } = await alice.register('Alice');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      user: { username: 'Alice', roles: ['player'], tokens: 100 },
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect((await alice.refreshSession()).user?.username).toBe('Alice');

    const again = await client().register('alice');
    expect(again.response.status).toBe(422);
    expect(again.body.errors).toEqual({ username: REGISTRATION_TEXTS.usernameTaken });
  });

  it('reports availability as 0 for a free name and non-zero for a taken one', async () => {
    const guest = client();
    await guest.register('Bertha');
    expect(await guest.json(guest.post('/api/user/names/Bertha'))).not.toBe(0);
    expect(await guest.json(guest.post('/api/user/names/bertha'))).not.toBe(0);
    expect(await guest.json(guest.post('/api/user/names/Nobody-Here'))).toBe(0);
  });

  it('offers a prefix typeahead and the online list', async () => {
    const carl = client();
    await carl.register('Carl_typeahead');
    await client().register('Carla_typeahead');
    expect(await carl.json(carl.get('/api/user/names?q=carl'))).toEqual([
      'Carl_typeahead',
      'Carla_typeahead',
    ]);
    expect(await carl.json(carl.get('/api/user/names?q=carla'))).toEqual(['Carla_typeahead']);
    expect(await carl.json(carl.get('/api/user/names?q=%25'))).toEqual([]);
    const online = await carl.json<string[]>(carl.get('/api/user/names?online=1'));
    expect(online).toContain('Carl_typeahead');
    const badQuery = await carl.get('/api/user/names?online=yes');
    expect(badQuery.status).toBe(400);
  });
});

describe('CSRF', () => {
  it('answers 419 to a POST without a token or with a wrong one, and changes nothing', async () => {
    const noToken = await client().post('/register', { username: 'Mallory' }, { csrf: false });
    expect(noToken.status).toBe(419);
    expect(await noToken.json()).toEqual({ success: false, error: 'CSRF token mismatch.' });

    const wrong = new HttpClient(server.baseUrl, { 'x-csrf-token': 'forged' });
    const forged = await wrong.post(
      '/register',
      {
        username: 'Mallory',
        email: 'm@example.com',
        password: 'password1',
        password_confirmation: 'password1',
      },
      { csrf: false },
    );
    expect(forged.status).toBe(419);
    expect(await client().json(client().post('/api/user/names/Mallory'))).toBe(0);
  });

  it('accepts the token as a form field too', async () => {
    const guest = client();
    const { csrfToken } = await guest.refreshSession();
    const response = await fetch(`${server.baseUrl}/api/user/names/whoever`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: guest.cookieHeader },
      body: new URLSearchParams({ _token: csrfToken }).toString(),
    });
    expect(response.status).toBe(200);
  });

  it('does not hand the session or its token to other origins', async () => {
    const response = await fetch(`${server.baseUrl}/api/session`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('login', () => {
  it('signs in and out, rotating the session', async () => {
    const dora = client();
    await dora.register('Dora', 'dora-password');
    await dora.post('/logout');
    expect((await dora.refreshSession()).user).toBeNull();
    const wrong = await dora.login('Dora', 'not-the-password');
    expect(wrong.response.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: 'Wrong username or password.' });
    const right = await dora.login('dora', 'dora-password');
    expect(right.response.status).toBe(200);
    expect((await dora.refreshSession()).user?.username).toBe('Dora');
  });

  it('answers 429 after 5 failures for one account from one address until 15 minutes pass', async () => {
    const eve = client();
    await eve.register('Eve', 'eve-password');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await eve.login('Eve', `wrong-${attempt}`)).response.status).toBe(401);
    }
    const blocked = await eve.login('Eve', 'eve-password');
    expect(blocked.response.status).toBe(429);
    expect(blocked.body.error).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect(blocked.response.headers.get('retry-after')).toBe('900');

    // Another account from the same address is not affected.
    await client().register('Frank', 'frank-password');
    expect((await client().login('Frank', 'frank-password')).response.status).toBe(200);

    server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await eve.login('Eve', 'eve-password')).response.status).toBe(200);
  });
});

describe('roles and guests', () => {
  it('lets only an admin change roles; a guest is user 0 with no account', async () => {
    const guest = client();
    const session = await guest.refreshSession();
    expect(session.user).toBeNull();
    expect(session.csrfToken).toMatch(/^[\w-]{20,}$/);

    const gina = client();
    const { body } = await gina.register('Gina');
    const target = `/api/admin/users/${body.user.id}/roles`;
    expect((await guest.post(target, { roles: ['moderator'] })).status).toBe(403);
    expect((await gina.post(target, { roles: ['admin'] })).status).toBe(403);

    const admin = client();
    expect((await admin.login('admin', 'admin-password')).response.status).toBe(200);
    expect((await admin.post(target, { roles: ['nonsense'] })).status).toBe(422);
    const granted = await admin.json(admin.post(target, { roles: ['moderator'] }));
    expect(granted).toMatchObject({ success: true, user: { roles: ['player', 'moderator'] } });
    expect((await gina.refreshSession()).user?.roles).toEqual(['player', 'moderator']);
  });

  it('never lets the last admin lose the admin role', async () => {
    const admin = client();
    await admin.login('admin', 'admin-password');
    const self = (await admin.refreshSession()).user!;
    const demote = await admin.post(`/api/admin/users/${self.id}/roles`, { roles: ['player'] });
    expect(demote.status).toBe(422);
    expect(await demote.json()).toEqual({
      success: false,
      error: 'The last admin cannot lose the admin role.',
    });
    // With a second admin, either may step down, but not both at once.
    const hal = client();
    const { body } = await hal.register('Hal');
    await admin.post(`/api/admin/users/${body.user.id}/roles`, { roles: ['admin'] });
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/users/${self.id}/roles`, { roles: ['moderator'] }),
      hal.post(`/api/admin/users/${body.user.id}/roles`, { roles: ['player'] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
  });

  it('answers malformed bodies and unknown API routes with JSON 4xx', async () => {
    const guest = client();
    const { csrfToken } = await guest.refreshSession();
    const malformed = await fetch(`${server.baseUrl}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: guest.cookieHeader,
        'x-csrf-token': csrfToken,
      },
      body: '{"username":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, error: 'Malformed request body.' });
    const missing = await guest.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: 'Not found.' });
  });
});
