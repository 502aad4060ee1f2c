import type { SessionResponse } from '../../shared/protocol/account';
import { splitKey } from '../../shared/protocol/contract/route';

// A small fetch wrapper: JSON in and out, same-origin cookies, the CSRF token on every POST, and
// every failure turned into one text the screens can show (specification, section 8).

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A call's outcome: the parsed body, or the text to show and what the server sent. */
export type HttpResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; body: unknown };

export const SESSION_URL = splitKey('GET /api/session').path;
const CSRF_HEADER = 'X-CSRF-TOKEN';
const CSRF_MISMATCH = 419;
const MAX_DETAIL_LENGTH = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The detail of an HTTP failure: the body's `message`, else its text (HTML reduced to its words). */
function failureDetail(body: unknown, text: string, contentType: string): string {
  if (isRecord(body) && typeof body.message === 'string' && body.message) return body.message;
  let detail = text;
  if (contentType.includes('html')) {
    detail = detail.replace(/<(script|style)[^]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  return detail.length > MAX_DETAIL_LENGTH ? `${detail.slice(0, MAX_DETAIL_LENGTH)}…` : detail;
}

/** '{status} {statusText} - {message or response text}', the specification's failure toast. */
export function formatHttpFailure(status: number, statusText: string, detail: string): string {
  const head = `${status} ${statusText}`.trim();
  return detail ? `${head} - ${detail}` : head;
}

/** A `{success:false}` body's text: its `error`, else its first form error. */
function refusalText(body: Record<string, unknown>): string | undefined {
  if (typeof body.error === 'string' && body.error) return body.error;
  const errors = body.errors;
  const first = Array.isArray(errors)
    ? errors[0]
    : isRecord(errors)
      ? Object.values(errors).flat()[0]
      : undefined;
  return typeof first === 'string' ? first : undefined;
}

/** Turns a finished response into a result: refusals and HTTP failures become texts. */
export async function readResponse<T>(response: Response): Promise<HttpResult<T>> {
  const { status, statusText } = response;
  const text = await response.text().catch(() => '');
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (text && !contentType.includes('html')) {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
  }
  const refused = isRecord(body) && body.success === false ? refusalText(body) : undefined;
  if (refused !== undefined) return { ok: false, status, error: refused, body };
  if (!response.ok) {
    const error = formatHttpFailure(status, statusText, failureDetail(body, text, contentType));
    return { ok: false, status, error, body };
  }
  if (isRecord(body) && body.success === false) {
    return { ok: false, status, error: 'The request failed.', body };
  }
  return { ok: true, status, data: body as T };
}

export interface HttpClientOptions {
  /** The fetch to use; tests pass a fake. Defaults to the browser's. */
  fetch?: FetchLike;
}

export interface HttpClient {
  get<T>(url: string): Promise<HttpResult<T>>;
  /**
   * POSTs `body` as JSON with the CSRF token (fetching a session first if there is none yet); a
   * Blob (a file) goes as it is, with its own type.
   */
  post<T>(url: string, body?: unknown): Promise<HttpResult<T>>;
  /** `GET /api/session`; remembers its CSRF token for the following POSTs. */
  session(): Promise<HttpResult<SessionResponse>>;
}

/** A client with its own CSRF token; the app uses the one `http` below. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let csrfToken: string | undefined;

  async function send<T>(url: string, init: RequestInit): Promise<HttpResult<T>> {
    let response: Response;
    try {
      response = await fetchFn(url, { credentials: 'same-origin', ...init });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      // No HTTP status to show: the request never got an answer.
      return { ok: false, status: 0, error: `Network error - ${detail}`, body: null };
    }
    return readResponse<T>(response);
  }

  async function session(): Promise<HttpResult<SessionResponse>> {
    const result = await send<SessionResponse>(SESSION_URL, {
      headers: { Accept: 'application/json' },
    });
    if (result.ok && isRecord(result.data) && typeof result.data.csrfToken === 'string') {
      csrfToken = result.data.csrfToken;
    }
    return result;
  }

  async function postOnce<T>(url: string, body: unknown): Promise<HttpResult<T>> {
    const bytes = body instanceof Blob ? body : undefined;
    const result = await send<T>(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': bytes ? bytes.type : 'application/json',
        [CSRF_HEADER]: csrfToken ?? '',
      },
      body: bytes ?? JSON.stringify(body ?? {}),
    });
    // Login, registration and logout start a new session and answer with its token.
    if (result.ok && isRecord(result.data) && typeof result.data.csrfToken === 'string') {
      csrfToken = result.data.csrfToken;
    }
    return result;
  }

  return {
    get: (url) => send(url, { headers: { Accept: 'application/json' } }),
    session,
    async post<T>(url: string, body?: unknown) {
      if (csrfToken === undefined) await session();
      const result = await postOnce<T>(url, body);
      // The session (and with it the token) may have expired since the page loaded: retry once.
      if (!result.ok && result.status === CSRF_MISMATCH) {
        const renewed = await session();
        if (renewed.ok) return postOnce<T>(url, body);
      }
      return result;
    },
  };
}

/** The app's HTTP client. */
export const http = createHttpClient();
