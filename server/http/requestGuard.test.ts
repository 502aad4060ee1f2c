import { describe, expect, it } from 'vitest';
import { containsUnstorableText, jsonDepth } from './requestGuard';

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

describe('containsUnstorableText', () => {
  it('finds control characters in nested values and keys, not in tabs and line breaks', () => {
    expect(containsUnstorableText({ a: ['ok', { b: 'fine\n\t' }] })).toBe(false);
    expect(containsUnstorableText({ a: ['ok', { b: 'bad\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnstorableText(null)).toBe(false);
  });

  it('finds lone surrogates, not the pairs of characters outside the BMP', () => {
    expect(containsUnstorableText({ reason: JSON.parse('"\\ud800"') })).toBe(true);
    expect(containsUnstorableText(['ok \udfff'])).toBe(true);
    expect(containsUnstorableText({ reason: 'dice \u{1F3B2}' })).toBe(false);
  });
});
