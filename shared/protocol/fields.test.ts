import { describe, expect, it } from 'vitest';
import { hasForbiddenControl, idField, lineField, MAX_DB_INT, parseId, textField } from './fields';

describe('ids as the database stores them', () => {
  it.each([
    ['1', 1],
    [String(MAX_DB_INT), MAX_DB_INT],
    [String(MAX_DB_INT + 1), undefined],
    ['0', undefined],
    ['-1', undefined],
    ['01', undefined],
    ['1e3', undefined],
    ['99999999999999999999', undefined],
    ['\u0000', undefined],
  ])('parseId(%j) = %j', (raw, id) => expect(parseId(raw)).toBe(id));

  it('reads numbers and numeric strings, refuses the rest', () => {
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(42)).toBe(42);
    for (const bad of ['', null, 0, 1.5, MAX_DB_INT + 1, '1e308', 1e308, 'abc', [1]])
      expect(idField.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('text without control characters', () => {
  it('allows tab and line breaks in bodies only', () => {
    expect(hasForbiddenControl('a\tb\r\nc')).toBe(false);
    for (const bad of ['\u0000', 'a\u0007', '\u001b[31m', '\u007f', '\u0085'])
      expect(hasForbiddenControl(bad), JSON.stringify(bad)).toBe(true);
    expect(textField(10).safeParse('a\nb').success).toBe(true);
    expect(lineField(10).safeParse('a\nb').success).toBe(false);
    expect(textField(3).safeParse('abcd').success).toBe(false);
  });

  it('refuses lone surrogates, which the database cannot store, and keeps real pairs', () => {
    for (const field of [textField(10), lineField(10)]) {
      expect(field.safeParse('\ud800').success).toBe(false);
      expect(field.safeParse('x\udc00').success).toBe(false);
      expect(field.safeParse('\u{1F3B2}').success).toBe(true);
    }
  });
});
