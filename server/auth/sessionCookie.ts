import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The session id from a Cookie header, if it looks like one of ours. */
export function readSessionId(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Set-Cookie for a session: HttpOnly and SameSite=Lax always, Secure behind HTTPS, persistent when signed in. */
export function sessionCookie(
  sessionId: string,
  options: { secure: boolean; persistent: boolean },
) {
  return serialize(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    ...(options.persistent ? { maxAge: SESSION_DAYS * 24 * 3600 } : {}),
  });
}
