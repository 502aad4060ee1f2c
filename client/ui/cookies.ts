/** Small cookie helpers for the screen's remembered choices (pin state, sound mute). */

/** Reads a cookie's value, or null. */
export function readCookie(name: string): string | null {
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] !== undefined ? decodeURIComponent(match[1]) : null;
}

/** Writes a cookie; `maxAgeMs` null means no expiry (kept for ten years). */
export function writeCookie(name: string, value: string, maxAgeMs: number | null): void {
  const seconds = Math.round((maxAgeMs ?? 10 * 365 * 24 * 3600 * 1000) / 1000);
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${seconds}; path=/; SameSite=Lax`;
}
