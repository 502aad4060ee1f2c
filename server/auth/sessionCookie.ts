import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'sid';
/**
 * Over HTTPS the cookie is `__Host-sid`: browsers then accept it only with Secure, Path=/ and no
 * Domain, so no sibling subdomain or plain-HTTP page can plant or overwrite a session.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';
export const SESSION_DAYS = 30;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The session id from a Cookie header, if it looks like one of ours. */
export function readSessionId(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = parse(cookieHeader);
  const value = cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** Set-Cookie for a session: HttpOnly and SameSite=Lax always, Secure behind HTTPS, persistent when signed in. */
export function sessionCookie(
  sessionId: string,
  options: { secure: boolean; persistent: boolean },
) {
  return serialize(options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    ...(options.persistent ? { maxAge: SESSION_DAYS * 24 * 3600 } : {}),
  });
}
