import { describe, expect, it } from 'vitest';
import { formatClock, nextClockMode, parseClockMode } from './clock';

describe('the navbar clock', () => {
  it('cycles hide, compact, show', () => {
    expect(nextClockMode('hide')).toBe('compact');
    expect(nextClockMode('compact')).toBe('show');
    expect(nextClockMode('show')).toBe('hide');
    expect(parseClockMode('show')).toBe('show');
    expect(parseClockMode('nonsense')).toBe('compact');
  });

  it('formats 24 h and 12 h, with seconds only when shown in full', () => {
    const afternoon = new Date(2026, 10, 22, 14, 5, 9);
    const midnight = new Date(2026, 10, 22, 0, 7, 0);
    expect(formatClock(afternoon, 'compact', false)).toBe('14:05');
    expect(formatClock(afternoon, 'show', false)).toBe('14:05:09');
    expect(formatClock(afternoon, 'compact', true)).toBe('2:05 PM');
    expect(formatClock(afternoon, 'show', true)).toBe('2:05:09 PM');
    expect(formatClock(midnight, 'compact', true)).toBe('12:07 AM');
  });
});
