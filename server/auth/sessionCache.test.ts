import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/users';
import { SESSION_CACHE_MS, SessionCache } from './sessionCache';

const user = { id: 7, username: 'Ann' } as UserRow;

describe('the session lookup cache', () => {
  it('trusts a lookup for a few seconds, then asks again', () => {
    const cache = new SessionCache();
    cache.set('s1', user, 1000);
    expect(cache.get('s1', 1000 + SESSION_CACHE_MS - 1)?.user).toBe(user);
    expect(cache.get('s1', 1000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it('remembers an unknown session as unknown, and forgets on sign-out or an account change', () => {
    const cache = new SessionCache();
    cache.set('guest', undefined, 0);
    expect(cache.get('guest', 1)).toEqual({ user: undefined, until: SESSION_CACHE_MS });
    cache.set('s1', user, 0);
    cache.set('s2', user, 0);
    cache.forget('s1');
    expect(cache.get('s1', 1)).toBeUndefined();
    cache.forgetUser(7);
    expect(cache.get('s2', 1)).toBeUndefined();
    expect(cache.get('guest', 1)).toBeDefined();
  });
});
