import { describe, expect, it } from 'vitest';
import { watcherCount, watchersOf } from './watchers';

describe('the watchers of a game', () => {
  const ann = { id: 1, username: 'Ann' };
  const bob = { id: 2, username: 'bob' };
  const cat = { id: 3, username: 'Cat' };

  it('are the connections without a seat: each account once, by name, and every guest', () => {
    const watchers = watchersOf([cat, ann, null, bob, cat, null], new Set([1]));
    expect(watchers).toEqual({
      users: [
        { id: 2, username: 'bob' },
        { id: 3, username: 'Cat' },
      ],
      guests: 2,
    });
    expect(watcherCount(watchers)).toBe(4);
  });

  it('are nobody when only the players are in the room', () => {
    const watchers = watchersOf([ann, ann, bob], new Set([1, 2]));
    expect(watchers).toEqual({ users: [], guests: 0 });
    expect(watcherCount(watchers)).toBe(0);
  });
});
