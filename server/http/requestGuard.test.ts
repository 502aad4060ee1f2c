import { describe, expect, it } from 'vitest';
import { containsControlCharacters, jsonDepth } from './requestGuard';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['{"a":"[[[[[["}', 1],
    ['{"a":"\\"[[[["}', 1],
    [`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 20_000],
  ])('%s -> %d', (raw, depth) => expect(jsonDepth(Buffer.from(raw))).toBe(depth));
});

describe('containsControlCharacters', () => {
  it('finds them in nested values and keys, not in tabs and line breaks', () => {
    expect(containsControlCharacters({ a: ['ok', { b: 'fine\n\t' }] })).toBe(false);
    expect(containsControlCharacters({ a: ['ok', { b: 'bad\u0000' }] })).toBe(true);
    expect(containsControlCharacters({ 'k\u0000': 1 })).toBe(true);
    expect(containsControlCharacters(null)).toBe(false);
  });
});
