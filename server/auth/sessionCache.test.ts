import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/users';
import { SESSION_CACHE_MS, SessionCache, type SessionChange } from './sessionCache';

const user = { id: 7, username: 'Ann' } as UserRow;
const other = { id: 8, username: 'Bo' } as UserRow;

describe('the session lookup cache', () => {
  it('trusts a lookup for longer than a poll interval, then asks again', () => {
    const cache = new SessionCache();
    cache.set('s1', user, 1000);
    expect(SESSION_CACHE_MS).toBeGreaterThan(16_000);
    expect(cache.get('s1', 1000 + SESSION_CACHE_MS - 1)?.user).toBe(user);
    expect(cache.get('s1', 1000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it('never trusts a session past its expiry', () => {
    const cache = new SessionCache();
    cache.set('s1', user, 1000, 1500);
    expect(cache.get('s1', 1499)?.user).toBe(user);
    expect(cache.get('s1', 1500)).toBeUndefined();
  });

  it('remembers an unknown session as unknown, and forgets on sign-out or an account change', () => {
    const cache = new SessionCache();
    cache.set('guest', undefined, 0);
    expect(cache.get('guest', 1)).toEqual({ user: undefined, until: SESSION_CACHE_MS });
    cache.set('s1', user, 0);
    cache.set('s2', user, 0);
    cache.set('s3', other, 0);
    cache.forget('s1');
    expect(cache.get('s1', 1)).toBeUndefined();
    expect(cache.get('s2', 1)?.user).toBe(user);
    cache.forgetUser(7);
    expect(cache.get('s2', 1)).toBeUndefined();
    expect(cache.get('s3', 1)?.user).toBe(other);
    expect(cache.get('guest', 1)).toBeDefined();
  });

  it('announces what it forgets, and applies what other processes announce', () => {
    const announced: SessionChange[] = [];
    const here = new SessionCache((change) => announced.push(change));
    const there = new SessionCache();
    there.set('s1', user, 0);
    there.set('s2', other, 0);
    here.forget('s1');
    here.forgetUser(8);
    expect(announced).toEqual([{ sessionId: 's1' }, { userId: 8 }]);
    for (const change of announced) there.apply(change);
    expect(there.get('s1', 1)).toBeUndefined();
    expect(there.get('s2', 1)).toBeUndefined();
  });

  it('forgets a user whose session was looked up again as someone else', () => {
    const cache = new SessionCache();
    cache.set('s1', user, 0);
    cache.set('s1', other, 0);
    cache.forgetUser(7);
    expect(cache.get('s1', 1)?.user).toBe(other);
  });
});
