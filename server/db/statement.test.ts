import { describe, expect, it } from 'vitest';
import { statement } from './statement';

describe('statement', () => {
  it('numbers each parameter where it is written and keeps the values in that order', () => {
    const query = statement(
      (param) =>
        `UPDATE games SET state = ${param('{"a":1}', '::json')} WHERE id = ${param(7)} AND version = ${param(3)}`,
    );
    expect(query.sql).toBe('UPDATE games SET state = $1::json WHERE id = $2 AND version = $3');
    expect(query.params).toEqual(['{"a":1}', 7, 3]);
  });

  it('leaves out the parameters of a part that is not written', () => {
    const withEnd = (ended: boolean) =>
      statement(
        (param) =>
          `SET a = ${param(1)}${ended ? `, ended_at = ${param('now', '::timestamptz')}` : ''}, b = ${param(2)}`,
      );
    expect(withEnd(false)).toEqual({ sql: 'SET a = $1, b = $2', params: [1, 2] });
    expect(withEnd(true)).toEqual({
      sql: 'SET a = $1, ended_at = $2::timestamptz, b = $3',
      params: [1, 'now', 2],
    });
  });
});
