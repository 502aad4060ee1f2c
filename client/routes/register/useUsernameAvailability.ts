import { useQuery } from '@tanstack/react-query';
import { REGISTRATION_TEXTS } from '../../../shared/protocol/account';
import { callRoute } from '../../net/api';
import type { HttpClient } from '../../net/http';
import { queryClient, routeKey } from '../../net/query';
import { useSettled } from '../../ui/useSettled';

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

/**
 * Checks `username` (already valid and trimmed, or null to skip) once typing pauses, each name
 * asked once: going back to a name already checked answers at once.
 */
export function useUsernameAvailability(http: HttpClient, username: string | null): Availability {
  const asked = useSettled(username, AVAILABILITY_DELAY_MS);
  const check = useQuery(
    {
      queryKey: routeKey('POST /api/user/names/:username', { params: { username: asked ?? '' } }),
      queryFn: async () => {
        const params = { username: asked ?? '' };
        const response = await callRoute(http, 'POST /api/user/names/:username', { params });
        return response.ok ? availabilityFromAnswer(response.data) : 'failed';
      },
      enabled: asked !== null,
      // A failed check says so ('failed'), it is not an error to try again.
      retry: false,
    },
    queryClient,
  );
  if (username === null) return 'idle';
  // An answer about another name (the user kept typing) does not count.
  return asked === username && check.data ? check.data : 'checking';
}
