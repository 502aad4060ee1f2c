import { createHmac, timingSafeEqual } from 'node:crypto';

export const CSRF_MISMATCH = 'CSRF token mismatch.';

/**
 * Tokens already computed, by secret and session: every request needs its session's token, and
 * the HMAC was a few per cent of a busy server's main thread. Bounded like the session cache.
 */
const computed = new Map<string, string>();
const MAX_COMPUTED = 50_000;

/** The CSRF token of a browser session: an HMAC of its session cookie, so guests need no stored state. */
export function csrfTokenFor(secret: string, sessionId: string): string {
  const key = `${secret}\n${sessionId}`;
  const hit = computed.get(key);
  if (hit !== undefined) return hit;
  const token = createHmac('sha256', secret).update(sessionId).digest('base64url');
  // Map keeps insertion order: the first entry is the oldest.
  if (computed.size >= MAX_COMPUTED) computed.delete(computed.keys().next().value!);
  computed.set(key, token);
  return token;
}

/** Constant-time check of a submitted token against the session's own. */
export function isValidCsrfToken(expected: string, submitted: unknown): boolean {
  if (typeof submitted !== 'string' || submitted.length === 0) return false;
  const expectedBytes = Buffer.from(expected);
  const actual = Buffer.from(submitted);
  return actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}
