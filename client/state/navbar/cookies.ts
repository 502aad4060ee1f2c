/** Reading and writing the navbar's small preference cookies (spec §9 lifetimes). */

/** Without a document (server rendering in tests) there are no cookies. */
export function readCookie(
  name: string,
  cookieHeader = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `lifetimeMs` null: no expiry attribute (the constant says so); otherwise expires after it. */
export function cookieString(
  name: string,
  value: string,
  lifetimeMs: number | null,
  now: number,
): string {
  const expires =
    lifetimeMs === null ? '' : `; expires=${new Date(now + lifetimeMs).toUTCString()}`;
  return `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`;
}

export function writeCookie(name: string, value: string, lifetimeMs: number | null): void {
  document.cookie = cookieString(name, value, lifetimeMs, Date.now());
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
