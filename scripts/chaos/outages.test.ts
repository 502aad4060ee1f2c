import { describe, expect, it } from 'vitest';
import { parseOutages } from './outages';

describe('parseOutages', () => {
  it('reads each service with its seconds, in order', () => {
    expect(parseOutages('redis:3, postgres:12,redis:0.5')).toEqual([
      { service: 'Redis', ms: 3_000 },
      { service: 'PostgreSQL', ms: 12_000 },
      { service: 'Redis', ms: 500 },
    ]);
    expect(parseOutages('none')).toEqual([]);
  });

  it('refuses an unknown service or a length that is not a positive number', () => {
    for (const bad of ['mysql:3', 'redis', 'redis:0', 'postgres:x', ''])
      expect(() => parseOutages(bad), bad).toThrow(/an outage is/);
  });
});
