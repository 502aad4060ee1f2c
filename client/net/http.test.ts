import { describe, expect, it } from 'vitest';
import { createHttpClient, formatHttpFailure, type FetchLike } from './http';

interface Call {
  url: string;
  init: RequestInit;
}

type Reply = { status?: number; statusText?: string; body?: string; type?: string } | Error;

/** A fake fetch answering from a queue of replies and recording every call. */
function fakeFetch(...replies: Reply[]) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request to ${url}`);
    if (reply instanceof Error) throw reply;
    return new Response(reply.body ?? '', {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? 'OK',
      headers: { 'content-type': reply.type ?? 'application/json' },
    });
  };
  return { fetch, calls };
}

const json = (value: unknown, status = 200, statusText = 'OK'): Reply => ({
  status,
  statusText,
  body: JSON.stringify(value),
});

const session = (csrfToken: string) => json({ user: null, csrfToken });

function header(call: Call | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('formatHttpFailure', () => {
  it('follows the specification: "{status} {statusText} - {message or response text}"', () => {
    expect(formatHttpFailure(500, 'Internal Server Error', 'boom')).toBe(
      '500 Internal Server Error - boom',
    );
    expect(formatHttpFailure(502, 'Bad Gateway', '')).toBe('502 Bad Gateway');
  });
});

describe('createHttpClient', () => {
  it('GETs JSON with same-origin credentials', async () => {
    const { fetch, calls } = fakeFetch(json({ games: [] }));
    const result = await createHttpClient({ fetch }).get('/api/maps');
    expect(result).toEqual({ ok: true, status: 200, data: { games: [] } });
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(header(calls[0], 'Accept')).toBe('application/json');
  });

  it('sends the session CSRF token as X-CSRF-TOKEN on every POST, with a JSON body', async () => {
    const { fetch, calls } = fakeFetch(session('tok-1'), json({ success: true }), json(0));
    const http = createHttpClient({ fetch });
    await http.session();
    await http.post('/login', { username: 'alice', password: 'secret!!' });
    const availability = await http.post('/api/user/names/alice', {});
    expect(availability).toEqual({ ok: true, status: 200, data: 0 });
    for (const call of calls.slice(1)) {
      expect(call.init.method).toBe('POST');
      expect(call.init.credentials).toBe('same-origin');
      expect(header(call, 'X-CSRF-TOKEN')).toBe('tok-1');
      expect(header(call, 'Content-Type')).toBe('application/json');
    }
    expect(calls[1]?.init.body).toBe('{"username":"alice","password":"secret!!"}');
    expect(calls[2]?.init.body).toBe('{}');
  });

  it('fetches a session first when it has no token yet', async () => {
    const { fetch, calls } = fakeFetch(session('tok-2'), json({ success: true }));
    await createHttpClient({ fetch }).post('/logout');
    expect(calls.map((call) => call.url)).toEqual(['/api/session', '/logout']);
    expect(header(calls[1], 'X-CSRF-TOKEN')).toBe('tok-2');
  });

  it('takes the new token a login, registration or logout answers with', async () => {
    const { fetch, calls } = fakeFetch(
      session('guest'),
      json({ success: true, user: { id: 1 }, csrfToken: 'signed-in' }),
      json({ success: true }),
    );
    const http = createHttpClient({ fetch });
    await http.post('/login', {});
    await http.post('/logout', {});
    expect(header(calls[2], 'X-CSRF-TOKEN')).toBe('signed-in');
  });

  it('renews the token and retries once on 419 (expired session)', async () => {
    const mismatch = json({ success: false, error: 'CSRF token mismatch.' }, 419, 'unknown status');
    const { fetch, calls } = fakeFetch(
      session('old'),
      mismatch,
      session('new'),
      json({ success: true, user: { id: 1 } }),
    );
    const result = await createHttpClient({ fetch }).post('/login', {});
    expect(result.ok).toBe(true);
    expect(calls.map((call) => header(call, 'X-CSRF-TOKEN'))).toEqual([
      undefined,
      'old',
      undefined,
      'new',
    ]);
  });

  it('gives up after one retry', async () => {
    const mismatch = json({ success: false, error: 'CSRF token mismatch.' }, 419, 'unknown status');
    const { fetch } = fakeFetch(session('a'), mismatch, session('b'), mismatch);
    const result = await createHttpClient({ fetch }).post('/login', {});
    expect(result).toMatchObject({ ok: false, status: 419, error: 'CSRF token mismatch.' });
  });
});

describe('failures', () => {
  async function failure(reply: Reply): Promise<unknown> {
    const { fetch } = fakeFetch(reply);
    const result = await createHttpClient({ fetch }).get('/anything');
    expect(result.ok).toBe(false);
    return result.ok ? undefined : result.error;
  }

  it('uses a {success:false, error} body as it is, whatever the status', async () => {
    const error = 'Invalid username or password.';
    expect(await failure(json({ success: false, error }, 401, 'Unauthorized'))).toBe(error);
    expect(await failure(json({ success: false, error: 'Slow down.' }, 429, 'Too Many'))).toBe(
      'Slow down.',
    );
    expect(await failure(json({ success: false, error: 'Game is full.' }))).toBe('Game is full.');
  });

  it("gives a form's first error and keeps the body for the form", async () => {
    const errors = { username: 'This username is already in use.', email: 'x' };
    const { fetch } = fakeFetch(
      session('tok'),
      json({ success: false, errors }, 422, 'Unprocessable Content'),
    );
    const result = await createHttpClient({ fetch }).post('/register', {});
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: 'This username is already in use.',
      body: { success: false, errors },
    });
  });

  it('formats a JSON message', async () => {
    expect(await failure(json({ message: 'No such game.' }, 404, 'Not Found'))).toBe(
      '404 Not Found - No such game.',
    );
  });

  it('formats a plain response text', async () => {
    const reply = {
      status: 500,
      statusText: 'Internal Server Error',
      body: 'boom',
      type: 'text/plain',
    };
    expect(await failure(reply)).toBe('500 Internal Server Error - boom');
  });

  it('reduces an HTML error page to its words', async () => {
    const body =
      '<!doctype html><html><head><style>p{color:red}</style></head><body><h1>Bad Gateway</h1>\n<p>upstream down</p></body></html>';
    const reply = { status: 502, statusText: 'Bad Gateway', body, type: 'text/html' };
    expect(await failure(reply)).toBe('502 Bad Gateway - Bad Gateway upstream down');
  });

  it('formats an empty failure without a dangling dash', async () => {
    expect(await failure({ status: 503, statusText: 'Service Unavailable', body: '' })).toBe(
      '503 Service Unavailable',
    );
  });

  it('shortens a very long response text', async () => {
    const text = (await failure({
      status: 500,
      statusText: 'Error',
      body: 'x'.repeat(5000),
    })) as string;
    expect(text.length).toBeLessThan(400);
    expect(text.endsWith('…')).toBe(true);
  });

  it('reports a network failure', async () => {
    expect(await failure(new TypeError('Failed to fetch'))).toBe('Network error - Failed to fetch');
  });
});
