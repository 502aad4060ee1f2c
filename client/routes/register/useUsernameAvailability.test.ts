import { describe, expect, it } from 'vitest';
import { REGISTRATION_TEXTS } from '../../../shared/protocol/account';
import {
  AVAILABILITY_DELAY_MS,
  availabilityFromAnswer,
  availabilityMessage,
} from './useUsernameAvailability';

describe('username availability', () => {
  it('waits 300 ms after typing', () => {
    expect(AVAILABILITY_DELAY_MS).toBe(300);
  });

  it('reads 0 as available and any other number as taken', () => {
    expect(availabilityFromAnswer(0)).toBe('available');
    expect(availabilityFromAnswer('0')).toBe('available');
    expect(availabilityFromAnswer(1)).toBe('taken');
    expect(availabilityFromAnswer(3)).toBe('taken');
    expect(availabilityFromAnswer('')).toBe('failed');
    expect(availabilityFromAnswer({ success: true })).toBe('failed');
    expect(availabilityFromAnswer(null)).toBe('failed');
  });

  it("uses the specification's texts", () => {
    expect(availabilityMessage('available')).toEqual({
      text: REGISTRATION_TEXTS.usernameAvailable,
      tone: 'success',
    });
    expect(availabilityMessage('taken')?.text).toBe(REGISTRATION_TEXTS.usernameTaken);
    expect(availabilityMessage('failed')?.text).toBe(REGISTRATION_TEXTS.usernameCheckFailed);
    expect(availabilityMessage('idle')).toBeUndefined();
  });
});
