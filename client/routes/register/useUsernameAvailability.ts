import { useEffect, useState } from 'react';
import { REGISTRATION_TEXTS } from '../../../shared/protocol/account';
import { callRoute } from '../../net/api';
import type { HttpClient } from '../../net/http';

// Username availability, asked of the server once the user pauses typing.

export const AVAILABILITY_DELAY_MS = 300;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/** Reads the server's answer: a JSON number, 0 when the name is free. */
export function availabilityFromAnswer(answer: unknown): Availability {
  if (typeof answer !== 'number' && typeof answer !== 'string') return 'failed';
  const count = Number(answer);
  if (!Number.isFinite(count) || String(answer).trim() === '') return 'failed';
  return count === 0 ? 'available' : 'taken';
}

/** The text and tone to show for an availability state, if any. */
export function availabilityMessage(availability: Availability) {
  switch (availability) {
    case 'available':
      return { text: REGISTRATION_TEXTS.usernameAvailable, tone: 'success' as const };
    case 'taken':
      return { text: REGISTRATION_TEXTS.usernameTaken, tone: 'error' as const };
    case 'failed':
      return { text: REGISTRATION_TEXTS.usernameCheckFailed, tone: 'info' as const };
    default:
      return undefined;
  }
}

/** Checks `username` (already valid and trimmed, or null to skip) after a pause in typing. */
export function useUsernameAvailability(http: HttpClient, username: string | null): Availability {
  const [result, setResult] = useState<{ username: string; availability: Availability } | null>(
    null,
  );

  useEffect(() => {
    if (username === null) return;
    let current = true;
    const timer = setTimeout(() => {
      void callRoute(http, 'POST /api/user/names/:username', { params: { username } }).then(
        (response) => {
          if (!current) return;
          const availability = response.ok ? availabilityFromAnswer(response.data) : 'failed';
          setResult({ username, availability });
        },
      );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [http, username]);

  if (username === null) return 'idle';
  // An answer about another name (the user kept typing) does not count.
  return result?.username === username ? result.availability : 'checking';
}
