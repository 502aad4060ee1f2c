import { describe, expect, it } from 'vitest';
import { localClock } from './ChatPanel';

describe('chat line times', () => {
  it('read on a 24-hour clock, like the rest of the site', () => {
    const afternoon = new Date(2026, 10, 23, 15, 7).toISOString();
    expect(localClock(afternoon)).toMatch(/^15[:.]07$/);
    expect(localClock(afternoon)).not.toMatch(/[AP]M/i);
  });
});
