import { createHmac, timingSafeEqual } from 'node:crypto';

export const CSRF_MISMATCH = 'CSRF token mismatch.';

/** The CSRF token of a browser session: an HMAC of its session cookie, so guests need no stored state. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(sessionId).digest('base64url');
}

/** Constant-time check of a submitted token. */
export function isValidCsrfToken(secret: string, sessionId: string, submitted: unknown): boolean {
  if (typeof submitted !== 'string' || submitted.length === 0) return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const actual = Buffer.from(submitted);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
