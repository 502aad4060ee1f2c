import { describe, expect, it } from 'vitest';
import { rankPlayers } from './usePlayerSearch';

describe('the invite search', () => {
  it('puts the players online first, then the others found, each once', () => {
    expect(rankPlayers('b', ['Bea', 'Ann', 'bob'], ['Bea', 'Bill', 'Bob', 'Boris'], [])).toEqual([
      { name: 'Bea', online: true },
      { name: 'bob', online: true },
      { name: 'Bill', online: false },
      { name: 'Boris', online: false },
    ]);
  });

  it('lists everyone online before anything is typed, leaving out the inviter and those in', () => {
    expect(rankPlayers('  ', ['Ann', 'Ben', 'Cyd'], [], ['ann', 'CYD'])).toEqual([
      { name: 'Ben', online: true },
    ]);
  });

  it('shows at most twelve', () => {
    const many = Array.from({ length: 20 }, (_, i) => `P${i}`);
    expect(rankPlayers('p', many.slice(0, 5), many, [])).toHaveLength(12);
  });
});
