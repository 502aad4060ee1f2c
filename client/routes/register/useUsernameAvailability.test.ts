import { describe, expect, it } from 'vitest';
import { REGISTRATION_TEXTS } from '../../../shared/protocol/account';
import {
  AVAILABILITY_DELAY_MS,
  availabilityFromAnswer,
  availabilityMessage,
  availabilityUrl,
} from './useUsernameAvailability';

describe('username availability', () => {
  it('waits 300 ms after typing', () => {
    expect(AVAILABILITY_DELAY_MS).toBe(300);
  });

  it('escapes the name in the URL', () => {
    expect(availabilityUrl('alice')).toBe('/api/user/names/alice');
    expect(availabilityUrl('a/b c?')).toBe('/api/user/names/a%2Fb%20c%3F');
    expect(availabilityUrl('日本語')).toBe('/api/user/names/%E6%97%A5%E6%9C%AC%E8%AA%9E');
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
