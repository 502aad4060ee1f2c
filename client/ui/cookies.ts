/** The small preference cookies (spec §9 lifetimes): mutes, pinned dialogs, the clock. */

/** Without a document (server rendering in tests) there are no cookies. */
export function readCookie(
  name: string,
  cookieHeader = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

// "No expiry" (spec §9) means the choice is kept: a session cookie would be forgotten when the
// browser closes, so such cookies last ten years.
const KEPT_MS = 10 * 365 * 24 * 3600 * 1000;

/** The Set-Cookie text; `lifetimeMs` null: kept (no expiry in the spec's sense). */
export function cookieString(
  name: string,
  value: string,
  lifetimeMs: number | null,
  now: number,
): string {
  const expires = new Date(now + (lifetimeMs ?? KEPT_MS)).toUTCString();
  return `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax; expires=${expires}`;
}

export function writeCookie(name: string, value: string, lifetimeMs: number | null): void {
  document.cookie = cookieString(name, value, lifetimeMs, Date.now());
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
