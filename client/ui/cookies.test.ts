import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from './cookies';

describe('preference cookies', () => {
  it('reads one cookie out of a header', () => {
    expect(readCookie('b', 'a=1; b=two%20words; c=3')).toBe('two words');
    expect(readCookie('d', 'a=1')).toBeNull();
  });

  it('expires after the lifetime, or keeps the choice for ten years', () => {
    expect(cookieString('mute', '1', 3_600_000, Date.UTC(2026, 10, 22, 12))).toBe(
      'mute=1; path=/; SameSite=Lax; expires=Sun, 22 Nov 2026 13:00:00 GMT',
    );
    expect(cookieString('clock', 'show', null, 0)).toBe(
      'clock=show; path=/; SameSite=Lax; expires=Sun, 30 Dec 1979 00:00:00 GMT',
    );
  });
});
