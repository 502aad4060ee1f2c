import { describe, expect, it } from 'vitest';
import { countOf } from './countOf';

describe('countOf', () => {
  it('puts the noun in agreement with the count', () => {
    expect(countOf(1, 'game')).toBe('1 game');
    expect(countOf(0, 'game')).toBe('0 games');
    expect(countOf(2, 'game')).toBe('2 games');
    expect(countOf(1, 'territory', 'territories')).toBe('1 territory');
    expect(countOf(3, 'territory', 'territories')).toBe('3 territories');
  });
});
