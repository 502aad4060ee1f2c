import { describe, expect, it } from 'vitest';
import { splitKey, urlOf } from './route';

describe('a route key', () => {
  it('splits into its method and Express path', () => {
    expect(splitKey('POST /api/forum/topics/:topicId/posts')).toEqual({
      method: 'POST',
      path: '/api/forum/topics/:topicId/posts',
    });
  });

  it('fills each :param, escaped, and appends the query without empty values', () => {
    const path = '/api/user/names/:username';
    expect(urlOf(path, { username: 'alice' })).toBe('/api/user/names/alice');
    expect(urlOf(path, { username: 'a/b c?' })).toBe('/api/user/names/a%2Fb%20c%3F');
    expect(urlOf(path, { username: '日本語' })).toBe('/api/user/names/%E6%97%A5%E6%9C%AC%E8%AA%9E');
    expect(urlOf('/api/users', {}, { online: '1', q: undefined, sort: 'rating' })).toBe(
      '/api/users?online=1&sort=rating',
    );
  });

  it('refuses to build a path with a param missing', () => {
    expect(() => urlOf('/api/game/:gameId', {})).toThrow(':gameId');
  });
});
