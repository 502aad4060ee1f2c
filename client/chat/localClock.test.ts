import { describe, expect, it } from 'vitest';
import { localClock } from './ChatPanel';

describe('chat line times', () => {
  it('read like the navbar clock: 24-hour, or 12-hour when the viewer chose it', () => {
    const afternoon = new Date(2026, 10, 23, 15, 7).toISOString();
    expect(localClock(afternoon, false)).toBe('15:07');
    expect(localClock(afternoon, true)).toBe('3:07 PM');
  });
});
