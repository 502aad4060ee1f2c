import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './pglitePrepared';

describe('sqlLiteral', () => {
  it('quotes text, doubling quotes and leaving backslashes alone', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral("\\'); DROP TABLE games; --")).toBe("'\\''); DROP TABLE games; --'");
  });

  it('writes numbers, booleans, dates and nulls as untyped literals', () => {
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(-1.5)).toBe("'-1.5'");
    expect(sqlLiteral(12n)).toBe("'12'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(new Date('2030-01-02T03:04:05.006Z'))).toBe("'2030-01-02T03:04:05.006Z'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('declines what it cannot write safely, so the query binds it instead', () => {
    expect(sqlLiteral('a\0b')).toBeUndefined();
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(Infinity)).toBeUndefined();
    expect(sqlLiteral(new Date('nonsense'))).toBeUndefined();
    expect(sqlLiteral(new Uint8Array([1, 2]))).toBeUndefined();
    expect(sqlLiteral(['a'])).toBeUndefined();
    expect(sqlLiteral({ a: 1 })).toBeUndefined();
  });
});
