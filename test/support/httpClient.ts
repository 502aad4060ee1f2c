/** A browser-like HTTP client for tests: keeps cookies and sends the CSRF token on every POST. */
export class HttpClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request('GET', path, undefined, headers);
  }

  /** POSTs JSON with the session's CSRF token (fetched first if needed) unless `csrf: false`. */
  async post(path: string, body: Record<string, unknown> = {}, options: { csrf?: boolean } = {}) {
    if (options.csrf !== false && !this.csrfToken) await this.refreshSession();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const response = await this.request('POST', path, JSON.stringify(body), headers);
    return response;
  }

  /** POSTs raw bytes (an upload) with the session's CSRF token. */
  async postBytes(path: string, body: Buffer, contentType: string): Promise<Response> {
    if (!this.csrfToken) await this.refreshSession();
    const headers = { 'content-type': contentType, 'x-csrf-token': this.csrfToken ?? '' };
    return this.request('POST', path, new Blob([new Uint8Array(body)]), headers);
  }

  /** POSTs a raw body as JSON, with the CSRF token in its header unless `csrf: false` (for malformed bodies). */
  async postRaw(path: string, raw: string, options: { csrf?: boolean } = {}) {
    if (options.csrf !== false && !this.csrfToken) await this.refreshSession();
    return this.request('POST', path, raw, {
      'content-type': 'application/json',
      ...(options.csrf !== false ? { 'x-csrf-token': this.csrfToken ?? '' } : {}),
    });
  }

  /** GET /api/session, remembering the CSRF token. */
  async refreshSession(): Promise<{
    user: { id: number; username: string; roles: string[]; permissions: string[] } | null;
    csrfToken: string;
  }> {
    const session = await (await this.get('/api/session')).json();
    this.csrfToken = session.csrfToken;
    return session;
  }

  async json<T = Record<string, unknown>>(response: Response | Promise<Response>): Promise<T> {
    return (await (await response).json()) as T;
  }

  /** Registers and signs in a new account; returns the response body. */
  async register(username: string, password = 'secret-password') {
    const response = await this.post('/register', {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password,
      password_confirmation: password,
    });
    const body = await response.json();
    if (body.csrfToken) this.csrfToken = body.csrfToken;
    return { response, body };
  }

  async login(username: string, password: string) {
    const response = await this.post('/login', { username, password });
    const body = await response.json();
    if (body.csrfToken) this.csrfToken = body.csrfToken;
    return { response, body };
  }

  private async request(
    method: string,
    path: string,
    body?: BodyInit,
    extra: Record<string, string> = {},
  ) {
    const response = await fetch(this.baseUrl + path, {
      method,
      body,
      headers: { ...this.headers, ...extra, cookie: this.cookieHeader },
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
}
